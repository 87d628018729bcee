/// A command made of subcommands (`touchstone shape path`, `touchstone fuzz corpus`,
/// `touchstone import w3c`): picks the one the first argument names, and answers `--help`.
///
/// `--help`, `-h` or `help` in place of a subcommand prints the command's help; `--help` among a
/// subcommand's arguments prints the subcommand's own. A missing or unknown name is a
/// ``CommandLineError`` listing the names: `fuzz: unknown subcommand 'x'; expected hit-test,
/// scene-hit-test, scene-repro or corpus`.
struct Subcommands {
    /// One subcommand.
    struct Entry {
        let name: String
        /// Printed for `--help` among the subcommand's arguments; `nil` when ``run`` answers it.
        let help: String?
        /// Runs the subcommand on the arguments after its name.
        let run: (ArraySlice<String>) throws -> ExitCode
    }

    /// The command's name, such as "fuzz".
    let command: String
    /// What a subcommand is called in messages: "subcommand", or "format" for `import`.
    let noun: String
    /// The command's own help.
    let help: String
    let entries: [Entry]

    /// Runs the subcommand `arguments` names.
    func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        let names = Self.list(entries.map(\.name))
        guard let name = arguments.first else {
            throw CommandLineError("\(command): missing \(noun) (\(names)); see 'touchstone \(command) --help'")
        }
        if name == "--help" || name == "-h" || name == "help" {
            print(help)
            return .success
        }
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw CommandLineError("\(command): unknown \(noun) '\(name)'; expected \(names)")
        }
        let rest = arguments.dropFirst()
        if let help = entry.help, rest.contains("--help") {
            print(help)
            return .success
        }
        return try entry.run(rest)
    }

    /// The names as prose: "a, b or c".
    static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
