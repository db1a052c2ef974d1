import Copydeck
import CopydeckFiles

/// How the commands that write tables (`set`, `confirm`) report what stopped them.
enum TableWriteFailure {
  /// Runs `body`, printing a table's or review file's parse error (exit 1), or a file that cannot be written or a
  /// catalog.json that does not read (exit 2), instead of throwing it.
  static func reported(_ body: () throws -> ExitCode) throws -> ExitCode {
    do {
      return try body()
    } catch let error as StringsDiagnostic {
      Output.error(error.description)
      return .failure
    } catch let error as FileWriteError {
      Output.error(error.description)
      return .cannotRun
    } catch let error as ManifestError {
      Output.error(error.description)
      return .cannotRun
    }
  }
}
