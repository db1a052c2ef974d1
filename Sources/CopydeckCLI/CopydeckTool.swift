import Foundation

/// Every subcommand, in the order `copydeck --help` lists them.
var commands: [any Command.Type] {
  [
    ParseCommand.self,
    SetCommand.self,
    ResolveCommand.self,
    CheckCommand.self,
    ServeCommand.self,
  ]
}

let toolHelp = """
  copydeck: the words an iOS app shows when something goes wrong, in Korean and English.

  USAGE: copydeck COMMAND [OPTIONS]

  COMMANDS:
  \(commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

  Run `copydeck help COMMAND` for a command's options.
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
  if name == "help" {
    guard let topic = argv.dropFirst().first else {
      Output.print(toolHelp)
      return .success
    }
    guard let command = commands.first(where: { $0.name == topic }) else {
      Output.error("copydeck: error: unknown command '\(topic)'\n\n\(toolHelp)")
      return .cannotRun
    }
    Output.print(command.help)
    return .success
  }
  guard let command = commands.first(where: { $0.name == name }) else {
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

