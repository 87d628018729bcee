# Cuts a callgrind profile down to its header, the blank-line-separated blocks that hold the given
# lines, and its totals line; compressed names whose definitions were cut are written with their
# names at first use, and the object and file in force at the first block are repeated before it.
import sys, re
path, first, last, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
lines = open(path).read().split('\n')
space = {'ob':'ob','cob':'ob','fl':'fl','fi':'fl','fe':'fl','cfi':'fl','cfl':'fl','jfi':'fl','fn':'fn','cfn':'fn','jfn':'fn'}
names = {}
header_end = next(i for i, l in enumerate(lines) if l.startswith('summary:')) + 1
start = first - 1
while start > 0 and lines[start - 1] != '': start -= 1
end = last - 1
while end < len(lines) and lines[end] != '': end += 1
context = {}
for l in lines[:start]:
    m = re.match(r'^(\w+)=\((\d+)\)\s*(.*)$', l)
    if m and m.group(1) in space:
        key, id, name = m.groups()
        if name: names[(space[key], id)] = name
    if m and m.group(1) in ('ob', 'fl'): context[m.group(1)] = l
defined = set()
def attach(l):
    m = re.match(r'^(\w+)=\((\d+)\)\s*(.*)$', l)
    if not m or m.group(1) not in space: return l
    key, id, name = m.groups()
    k = (space[key], id)
    if name: defined.add(k); return l
    if k not in defined:
        defined.add(k)
        return '%s=(%s) %s' % (key, id, names[k])
    return l
body = [attach(l) for l in [c for c in (context.get('ob'), context.get('fl')) if c] + lines[start:end]]
tail = [l for l in lines if l.startswith('totals:')]
open(out, 'w').write('\n'.join(lines[:header_end] + [''] + body + [''] + tail) + '\n')
