import Foundation

/// Writes to standard output and standard error without buffering surprises.
enum Output {
  /// Writes `text` to standard output.
  static func print(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }

  /// Writes `text` to standard error.
  static func error(_ text: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((text + terminator).utf8))
  }
}
