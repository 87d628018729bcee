/// The arguments of one subcommand, split into options (`--name value`), flags (`--name`) and
/// positional arguments, checked against what the subcommand accepts.
///
/// Values may also be written `--name=value`; `-o` stands for `--output` in the commands that
/// take one. `--` ends option parsing. Every problem becomes a ``CommandLineError`` that names the
/// command and the argument. Typed values are read with the accessors of `ArgumentList+Values`.
struct ArgumentList {
    /// The command's name for messages, such as "shape path".
    let command: String
    private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` for a command that takes the given valued options and flags (names
    /// without the leading dashes).
    init(_ arguments: ArraySlice<String>, command: String, options allowedOptions: Set<String>,
         flags allowedFlags: Set<String>) throws {
        self.command = command
        var index = arguments.startIndex
        var onlyPositionals = false
        while index < arguments.endIndex {
            var argument = arguments[index]
            index += 1
            if !onlyPositionals && argument == "-o" && allowedOptions.contains("output") {
                argument = "--output"
            }
            if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
                // A lone "-5" is a positional number, not an option.
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else {
                    throw CommandLineError("\(command): --\(name) is a flag and takes no value")
                }
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                guard options[name] == nil else {
                    throw CommandLineError("\(command): --\(name) is given more than once")
                }
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.endIndex else {
                        throw CommandLineError("\(command): --\(name) needs a value")
                    }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                let known = (allowedOptions.union(allowedFlags)).sorted().map { "--\($0)" }
                throw CommandLineError("\(command): unknown option '--\(name)'; expected one of \(known.joined(separator: ", "))")
            }
        }
    }

    /// Whether a flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// An option's value, if given.
    func value(_ option: String) -> String? { options[option] }

    /// An option's value, or an error saying it is required.
    func required(_ option: String, expecting what: String) throws -> String {
        guard let value = options[option] else {
            throw CommandLineError("\(command): --\(option) is required (\(what))")
        }
        return value
    }

    /// The positional arguments, which must number exactly `names.count`.
    func exactPositionals(_ names: [String]) throws -> [String] {
        if positionals.count < names.count {
            throw CommandLineError("\(command): missing \(names[positionals.count])")
        }
        if positionals.count > names.count {
            throw CommandLineError("\(command): unexpected argument '\(positionals[names.count])'")
        }
        return positionals
    }
}
