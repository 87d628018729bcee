#!/usr/bin/env python3
"""Checks that every target in Sources/ imports only what the layer table of docs/architecture.md
allows, and that the tests in Tests/ mirror the code they test.

    python3 scripts/check-layers.py [--root DIR] [--architecture FILE]

The table is the one headed "| target | imports (of ours) |". Its first column names one or more
targets in backticks; its second lists the targets they may import, separated by commas, with "—"
for none and "every library target above" for all the rows above it. Anything after a "—" inside
a list ("— not Material, not Shapes") is a remark, and a target in backticks elsewhere in the cell
(the system-library target `CPNG`) is allowed too and counts as documented. The targets of one
row (`TouchstoneC` and its header target) may import each other.

Every `import X` of a Swift file under Sources/<Target>/ and every `#include` of a header from
another target's include/ folder in a C file is checked, where X is one of our targets (system
modules such as Glibc or Foundation are not ours). A folder of Sources/ that the table does not
name is an error too, so a new target cannot skip the diagram. No target under Sources/ may import
a test framework (XCTest, Testing): the library for tests, TouchstoneTesting, throws errors that
either framework reports, so it works under both.

The tests mirror the code: every folder of Tests/ that holds Swift files is a test target named
for what it tests — `<Target>Tests` for Sources/<Target>, `CommandLineTests` for the command line
(Sources/TouchstoneCommandLine), `<Folder>Tests` for a folder of the repository tested as a whole
(`TracesTests` for Traces/) — or test support named for the layer it sits on (`<Target>TestSupport`,
or `TestSupport` at the bottom). Each folder of a test target that holds Swift files has its twin
in what the target tests (Tests/ReplayTests/Output/HTML for Sources/Replay/Output/HTML), and where
the tested target keeps its code in folders only, so do its tests: a file at the top of the test
target may hold helpers, not tests (an `XCTestCase` subclass, or Swift Testing's `@Test` or
`@Suite`). Folders of Tests/ without Swift files (the browser tests, input data) are not checked.

When the root holds a Package.swift, every target it declares (test targets and TestSupport
included) must also list in its `dependencies` each target of the package it imports: the
compiler lets a target import what it only reaches through another, and such an import breaks as
soon as the other stops depending on it.

Prints one line per violation and exits 1 if there is any; prints nothing and exits 0 otherwise.
Standard library only.
"""

import argparse
import os
import re
import sys

TABLE_HEADER = re.compile(r"^\|\s*target\s*\|\s*imports \(of ours\)\s*\|\s*$")
BACKTICKED = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)`")
# `import X`, `@testable import X`, `@_implementationOnly import X`, `import struct X.Y`, …
SWIFT_IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
C_INCLUDE = re.compile(r'^\s*#\s*(?:include|import)\s*[<"]([^>"]+)[>"]')
EVERY_ABOVE = "every library target above"
# Test frameworks, which only test targets (under Tests/) may import.
TEST_FRAMEWORKS = {"XCTest", "Testing"}
# Test targets named for what a user runs rather than for the target: the command line's tests.
TEST_SUBJECTS = {"CommandLine": "Sources/TouchstoneCommandLine"}
# A test case: an XCTestCase subclass, or a Swift Testing test or suite.
TEST_CASE = re.compile(r"^\s*(?:(?:final|public|open|private|internal)\s+)*class\s+\w+\s*:\s*XCTestCase\b"
                       r"|^\s*@(?:Test|Suite)\b", re.MULTILINE)


def read_table(path):
    """The layer table as a list of (targets, allowed imports, documented names) in file order."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines()
    start = next((i for i, line in enumerate(lines) if TABLE_HEADER.match(line)), None)
    if start is None:
        raise SystemExit(f"{path}: no '| target | imports (of ours) |' table")
    rows = []
    for number, line in enumerate(lines[start + 2:], start + 3):
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2:
            raise SystemExit(f"{path}:{number}: a row of the layer table needs two cells")
        targets = BACKTICKED.findall(cells[0])
        if not targets:
            raise SystemExit(f"{path}:{number}: no target in backticks in '{cells[0]}'")
        rows.append((targets, cells[1], number))
    result = []
    seen = []
    for targets, cell, number in rows:
        extra = set(BACKTICKED.findall(cell))
        if cell.lower() == EVERY_ABOVE:
            allowed = set(seen)
        else:
            allowed = set(extra)
            listed = cell.split(";")[0].split("—")[0]
            for item in listed.split(","):
                item = item.strip().strip("`")
                if not item:
                    continue
                name = item.split()[0]
                if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
                    raise SystemExit(f"{path}:{number}: cannot read '{item}' as a target")
                allowed.add(name)
        result.append((targets, allowed, extra))
        seen.extend(targets)
        seen.extend(extra)
    return result


def source_files(folder, extensions):
    for directory, subdirectories, files in os.walk(folder):
        subdirectories.sort()
        for name in sorted(files):
            if name.endswith(extensions):
                yield os.path.join(directory, name)


def imported_modules(root, folder, headers):
    """Every module the files below `folder` (relative to root) import, as (file relative to root,
    line number, module): a Swift `import`'s module, or for a C `#include` of one of `headers` the
    target that publishes it."""
    for path in source_files(os.path.join(root, folder), (".swift", ".c", ".h", ".cpp")):
        relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
        for number, line in enumerate(lines, 1):
            if path.endswith(".swift"):
                match = SWIFT_IMPORT.match(line)
                module = match.group(1) if match else None
            else:
                match = C_INCLUDE.match(line)
                module = headers.get(match.group(1)) if match else None
            if module:
                yield relative, number, module


def without_comments(text):
    """Swift source text with its `//` comments removed (string literals kept)."""
    result, in_string, i = [], False, 0
    while i < len(text):
        c = text[i]
        if in_string:
            result.append(c)
            if c == "\\":
                result.append(text[i + 1:i + 2])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            result.append(c)
        elif text.startswith("//", i):
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        else:
            result.append(c)
        i += 1
    return "".join(result)


def call_arguments(text, start):
    """The text between the parenthesis at `start` and its match."""
    depth, i, in_string = 0, start, False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
        i += 1
    raise SystemExit("Package.swift: unbalanced parentheses")


PACKAGE_TARGET = re.compile(r"\.(target|testTarget|executableTarget|systemLibrary)\s*\(")
QUOTED = re.compile(r'"([^"\\]*)"')


def read_package(path):
    """The targets Package.swift declares: name -> (kind, folder, declared dependencies, whether
    it lists its `sources`)."""
    with open(path, encoding="utf-8") as file:
        text = without_comments(file.read())
    targets = {}
    end = 0
    for match in PACKAGE_TARGET.finditer(text):
        if match.start() < end:
            continue   # `.target(name:)` in a dependency list names a target, it declares none
        kind = match.group(1)
        arguments = call_arguments(text, match.end() - 1)
        end = match.end() + len(arguments)
        name = re.search(r'\bname\s*:\s*"([^"]+)"', arguments)
        if not name:
            continue
        dependencies = set()
        listed = re.search(r"\bdependencies\s*:\s*\[", arguments)
        if listed:
            for item in re.split(r",(?![^()]*\))", call_arguments(arguments, listed.end() - 1)):
                item = item.strip()
                if item.startswith(".product"):
                    continue   # another package's module
                quoted = QUOTED.search(item)
                if quoted:
                    dependencies.add(quoted.group(1))
        folder = re.search(r'\bpath\s*:\s*"([^"]+)"', arguments)
        default = ("Tests/" if kind == "testTarget" else "Sources/") + name.group(1)
        targets[name.group(1)] = (kind, folder.group(1) if folder else default, dependencies,
                                  re.search(r"\bsources\s*:", arguments) is not None)
    return targets


def check_package(root, headers):
    """Imports of our targets that a target does not declare in Package.swift."""
    targets = read_package(os.path.join(root, "Package.swift"))
    # A folder two targets share (a Swift target and the C target of its header) holds the Swift
    # target's files: the other lists its own `sources`.
    owner = {}
    for name, (kind, folder, dependencies, lists_sources) in sorted(targets.items()):
        if kind != "systemLibrary" and (folder not in owner or not lists_sources):
            owner[folder] = name
    messages = []
    for folder, name in sorted(owner.items()):
        kind, _, dependencies, _ = targets[name]
        permitted = dependencies | {name}
        for relative, number, module in imported_modules(root, folder, headers):
            if module in targets and module not in permitted:
                messages.append(f"{relative}:{number}: {name} imports {module}, which its dependencies "
                                f"in Package.swift do not list")
    return messages


def check(root, architecture):
    """The violations, one message each, in a stable order."""
    table = read_table(architecture)
    allowed = {}
    documented = set()
    for targets, imports, extra in table:
        for target in targets:
            allowed[target] = imports | set(targets)   # a row's targets are one layer
        documented.update(targets)
        documented.update(extra)
    sources = os.path.join(root, "Sources")
    folders = sorted(name for name in os.listdir(sources) if os.path.isdir(os.path.join(sources, name)))
    ours = set(folders) | documented
    # Our C headers, by the target whose include/ folder publishes them.
    headers = {}
    for folder in folders:
        include = os.path.join(sources, folder, "include")
        for path in source_files(include, (".h",)):
            headers[os.path.relpath(path, include)] = folder
            headers.setdefault(os.path.basename(path), folder)
    messages = []
    architecture_name = os.path.relpath(architecture, root)
    for folder in folders:
        if folder not in allowed and folder not in documented:
            messages.append(f"Sources/{folder}: target {folder} has no row in the layer table of "
                            f"{architecture_name}")
            continue
        permitted = allowed.get(folder, set()) | {folder}
        for relative, number, module in imported_modules(root, os.path.join("Sources", folder), headers):
            if module in ours and module not in permitted:
                messages.append(f"{relative}:{number}: {folder} imports {module}, which the layer "
                                f"diagram does not allow")
            elif module in TEST_FRAMEWORKS:
                messages.append(f"{relative}:{number}: {folder} imports the test framework {module}; "
                                f"only test targets may")
    if os.path.isfile(os.path.join(root, "Package.swift")):
        messages.extend(check_package(root, headers))
    return messages


def test_subject(root, name):
    """What `<name>Tests` or `<name>TestSupport` is about, relative to root: the command line's
    target, Sources/<name>, or a top-level folder called `name` in any case; None if nothing is."""
    if name in TEST_SUBJECTS:
        return TEST_SUBJECTS[name]
    if os.path.isdir(os.path.join(root, "Sources", name)):
        return os.path.join("Sources", name)
    for entry in sorted(os.listdir(root)):
        if entry.lower() == name.lower() and entry not in ("Sources", "Tests") and \
                os.path.isdir(os.path.join(root, entry)):
            return entry
    return None


def check_test_tree(root):
    """The places where Tests/ does not mirror what it tests, one message each, in a stable order."""
    tests = os.path.join(root, "Tests")
    if not os.path.isdir(tests):
        return []
    messages = []
    nowhere = "which is neither a target of Sources/ nor a folder of the repository"
    for folder in sorted(os.listdir(tests)):
        path = os.path.join(tests, folder)
        swift = list(source_files(path, (".swift",))) if os.path.isdir(path) else []
        if not swift or folder == "TestSupport":
            continue
        if folder.endswith("TestSupport"):
            layer = folder[:-len("TestSupport")]
            if test_subject(root, layer) is None:
                messages.append(f"Tests/{folder}: support for {layer}, {nowhere}")
            continue
        if not folder.endswith("Tests"):
            messages.append(f"Tests/{folder}: Swift files in a folder that is neither a test target "
                            f"(<Target>Tests) nor test support (<Target>TestSupport)")
            continue
        name = folder[:-len("Tests")]
        subject = test_subject(root, name)
        if subject is None:
            messages.append(f"Tests/{folder}: tests {name}, {nowhere}")
            continue
        top = os.path.join(root, subject)
        entries = os.listdir(top)
        # Code in folders only (a README beside them is no code): then tests in folders only.
        foldered = any(os.path.isdir(os.path.join(top, entry)) for entry in entries) and not any(
            os.path.isfile(os.path.join(top, entry)) and not entry.endswith(".md") for entry in entries)
        for directory in sorted({os.path.dirname(file) for file in swift}):
            relative = os.path.relpath(directory, path)
            if relative != "." and not os.path.isdir(os.path.join(top, relative)):
                messages.append(f"Tests/{folder}/{relative}: no folder {subject}/{relative} to mirror")
        for file in swift:
            if not foldered or os.path.dirname(file) != path:
                continue
            with open(file, encoding="utf-8", errors="replace") as handle:
                if TEST_CASE.search(handle.read()):
                    messages.append(f"Tests/{folder}/{os.path.basename(file)}: a test at the top of {folder}, "
                                    f"but {subject} keeps its code in folders: move it to the folder of what it tests")
    return messages


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--root", default=here, help="the package root (default: this script's)")
    parser.add_argument("--architecture", help="the layer table (default: ROOT/docs/architecture.md)")
    arguments = parser.parse_args()
    architecture = arguments.architecture or os.path.join(arguments.root, "docs", "architecture.md")
    messages = check(arguments.root, architecture) + check_test_tree(arguments.root)
    for message in messages:
        print(message)
    return 1 if messages else 0


if __name__ == "__main__":
    sys.exit(main())
