// Reading callgrind's out format (valgrind.org/docs/manual/cl-format.html).
import Platform

extension CallgrindProfile {
    /// The largest profile file read, 256 MiB.
    public static let maximumFileBytes = 256 << 20

    /// Reads the profile file at `path` (see ``init(parsing:source:)``).
    ///
    /// - Throws: ``CallgrindError`` naming the file when it cannot be read (with the line and
    ///   column of a byte that is not UTF-8) or parsed.
    public init(contentsOfFile path: String) throws {
        let text: String
        do {
            text = try FileSystem.readText(path, limit: Self.maximumFileBytes)
        } catch {
            // The message already starts with the path.
            throw CallgrindError("\(error)")
        }
        try self.init(parsing: text, source: path)
    }

    /// Parses a profile in callgrind's format, as callgrind writes it and `callgrind_annotate` reads
    /// it.
    ///
    /// - Header lines (`key: value`): `events:` (required; every part of a file lists the same
    ///   events), `positions:` (`line`, the default, `instr line`, `instr`, or with `bb`: cost lines
    ///   start with one subposition each), `version:` (1, or 0), `desc: Trigger:`, `summary:`,
    ///   `totals:`; other keys are ignored. A header line after body lines starts the next part of
    ///   a combined file (`--combine-dumps=yes`): the profile adds up every part.
    /// - Specifications (`key=name`): `ob=`, `fl=`, `fi=`, `fe=`, `fn=`, `cob=`, `cfi=`/`cfl=`,
    ///   `cfn=`, `jfi=`, `jfn=`, each name plain or compressed (`(id) name` defines id, `(id)` refers
    ///   to it; objects, files and functions have separate ids; a name is compressed when it starts
    ///   with `(` and a digit, so `(below main)` is a name). `fn=` returns to the function's file
    ///   after `fi=`. `cob=` and `cfi=` name the next `cfn=`'s object and file, which default to the
    ///   current object and source file.
    /// - Cost lines: the subpositions, each absolute (decimal, or hex `0x…`), relative to the same
    ///   subposition of the last cost line (`+N`, `-N`) or the same (`*`), then up to one count per
    ///   event, missing ones 0. Only the line is kept (0 without `line` in `positions:`).
    /// - `calls=COUNT TARGET`: its next line is a cost line giving where the call is made and its
    ///   inclusive cost. The target position counts from the last cost line like any other, but is
    ///   no cost line: the position the next line counts from does not move (as callgrind writes
    ///   it). A count of 0 is a call too (one that began before collection did).
    /// - `jump=COUNT TARGET` and `jcnd=EXECUTED/FOLLOWED TARGET` (or `EXECUTED FOLLOWED`) are
    ///   checked and not kept; the position line callgrind writes after them is a cost line of
    ///   zeros. `ln=` and `bb=` (`--dump-bbs=yes`) are skipped.
    /// - Comments (`#`) and blank lines are ignored; lines end at LF, CRLF or a lone CR
    ///   (``Platform/TextLines``).
    ///
    /// The totals are the `summary:` line of each part (unless all zeros, or wrapped past 2⁶³ − 1
    /// as in the dump callgrind writes at exit after earlier dumps), else its `totals:`, else the
    /// sum of its self costs, added over the parts.
    ///
    /// - Throws: ``CallgrindError`` naming `source` and the line (`p.out: line 3: …`): a line that
    ///   is none of the above, a number that is not one (or beyond 2⁶³ − 1 as a count), an unknown
    ///   compressed id, a cost line before `events:` or outside a function, more counts than
    ///   events, a relative position below 0, a `calls=` without a `cfn=` before it or not
    ///   followed by its cost line, another list of `events:` in a later part, a version above 1,
    ///   costs that add up beyond 2⁶³ − 1.
    public init(parsing text: String, source: String) throws {
        var reader = CallgrindProfileReader()
        var lineNumber = 0
        do throws(CallgrindProblem) {
            for line in TextLines(text) {
                lineNumber += 1
                try reader.read(line, number: lineNumber)
            }
        } catch {
            throw CallgrindError("\(source): line \(error.line ?? lineNumber): \(error.text)")
        }
        do throws(CallgrindProblem) {
            self = try reader.finish()
        } catch {
            throw CallgrindError(error.line.map { "\(source): line \($0): \(error.text)" } ?? "\(source): \(error.text)")
        }
    }
}
