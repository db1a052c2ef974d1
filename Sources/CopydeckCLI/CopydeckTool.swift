import Foundation

/// Every subcommand, in the order `copydeck --help` lists them.
var commands: [any Command.Type] {
  var commands: [any Command.Type] = [
    ParseCommand.self,
    SetCommand.self,
    ConfirmCommand.self,
    ResolveCommand.self,
    CheckCommand.self,
    GenerateCommand.self,
    InitCommand.self,
    ExportCommand.self,
    ImportCommand.self,
    ConvertCommand.self,
  ]
  // `copydeck serve` is there when the tool is built with the `Preview` trait (the default).
  #if Preview
    commands.insert(ServeCommand.self, at: 5)
  #endif
  return commands
}

let toolHelp = """
  copydeck: the words an iOS app shows when something goes wrong, in Korean and English.

  USAGE: copydeck COMMAND [OPTIONS]

  COMMANDS:
  \(commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

  Run `copydeck help COMMAND` for a command's options, `copydeck help rules` for the rules check applies and
  `copydeck help RULE-ID` for one rule.
  """

/// The `copydeck` command line: runs one command and returns the process exit status.
///
/// The executable is `exit(CopydeckTool.run(arguments))`; tests call it in process with a sink that collects the
/// output.
public enum CopydeckTool {
  /// Runs the command named by `arguments` (without the program name), writing to `output`, and returns its exit
  /// status.
  public static func run(_ arguments: [String], output: OutputSink = .terminal) -> Int32 {
    Output.$sink.withValue(output) { runTool(arguments).rawValue }
  }

  /// Runs the command line this process was started with, refusing an argument that is not valid UTF-8.
  ///
  /// `CommandLine.arguments` would silently turn such bytes into U+FFFD, so a path or a value given in another
  /// encoding would name a different file or write different copy; the raw arguments are checked instead.
  @MainActor public static func main() -> Int32 {
    var arguments: [String] = []
    for position in 1..<Int(CommandLine.argc) {
      // The raw C strings: the one way to see an argument's bytes before Swift repairs them.
      guard let raw = CommandLine.unsafeArgv[position] else { break }
      guard let argument = String(validatingCString: raw) else {
        let shown = String(cString: raw)  // invalid bytes shown as U+FFFD
        Output.error(
          "copydeck: error: argument \(position) ('\(shown)') is not valid UTF-8\n  hint: pass paths and values in UTF-8 (rename the file, or set a UTF-8 locale such as LANG=C.UTF-8)"
        )
        return ExitCode.cannotRun.rawValue
      }
      arguments.append(argument)
    }
    return run(arguments)
  }
}

func runTool(_ argv: [String]) -> ExitCode {
  guard let name = argv.first, name != "--help", name != "-h" else {
    if argv.isEmpty {
      Output.error(toolHelp)
      return .cannotRun
    }
    Output.print(toolHelp)
    return .success
  }
  if name == "help" { return help(Array(argv.dropFirst())) }
  guard let command = commands.first(where: { $0.name == name }) else {
    if name == "serve" {
      // Built without the `Preview` trait (an Xcode build phase's tool): say so rather than "unknown".
      Output.error(
        "copydeck: error: this copydeck was built without the preview, so it has no 'serve' — build it with the Preview trait (the default: swift build --product copydeck) to preview the copy"
      )
      return .cannotRun
    }
    Output.error("copydeck: error: unknown command '\(name)'\n\n\(toolHelp)")
    return .cannotRun
  }
  var arguments = Arguments(Array(argv.dropFirst()))
  if arguments.flag("help") {
    Output.print(command.help)
    return .success
  }
  do {
    return try command.run(&arguments)
  } catch let error as UsageError {
    Output.error("copydeck \(command.name): error: \(error.message)\n\n\(command.help)")
    return .cannotRun
  } catch {
    Output.error("copydeck \(command.name): error: \(error)")
    return .cannotRun
  }
}
