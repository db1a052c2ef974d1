/// One `copydeck` subcommand.
protocol Command {
  /// The word that selects the command, as in `copydeck parse`.
  static var name: String { get }
  /// One line for the command list in `copydeck --help`.
  static var summary: String { get }
  /// The full help text shown by `copydeck help NAME`, `copydeck NAME --help` and after a usage error.
  static var help: String { get }
  /// Runs the command and returns the process exit code.
  ///
  /// Throw ``UsageError`` for a mistake in how the command was called (exit 2 with the usage).
  static func run(_ arguments: inout Arguments) throws -> ExitCode
}

/// The exit codes every command uses.
struct ExitCode: Equatable {
  var rawValue: Int32

  /// Everything worked; no errors were found.
  static let success = ExitCode(rawValue: 0)
  /// The command ran and found a problem in its input (a parse error, a failing check).
  static let failure = ExitCode(rawValue: 1)
  /// The command could not run: bad arguments, an unreadable folder, a port in use.
  static let cannotRun = ExitCode(rawValue: 2)
}
