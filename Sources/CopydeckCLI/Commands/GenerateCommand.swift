import CopydeckGenerator
import Foundation

/// `copydeck generate swift`: typed Swift accessors for every entry of a catalog, in one file.
enum GenerateCommand: Command {
  static let name = "generate"
  static let summary = "Write typed Swift accessors for every entry (Copy.Group.full, Copy.Confirm.delete(item:))"
  static let help = """
    USAGE: copydeck generate swift [--localizations DIR] --output FILE

    Reads DIR/catalog.json and writes one Swift file to FILE: an enum Copy with one enum per family and one
    accessor per entry, each returning a CopyRequest for catalog.resolve(_:locale:):

      Copy.Group.full                       an entry without arguments
      Copy.Confirm.delete(item: "장보기")    arguments named and typed from the manifest (%@ String, %d Int, %f Double)
      Copy.code("CGF0003")                  the entry a server code maps to (the common failure when unknown)

    Each accessor is documented with the entry's translator note, kind, server codes and buttons. The file depends
    only on catalog.json (entries sorted by id, no dates or paths), and it is rewritten only when its bytes change.
    The Copydeck build-tool plugin runs the same generator on every build (see docs/ios-engineers.md, "Typed accessors").

    OPTIONS:
      --localizations DIR  the folder with catalog.json (default: Localizations)
      --output FILE        the Swift file to write, e.g. Sources/App/Copy.swift

    EXIT STATUS:
      0  the file was written, or was already up to date
      1  catalog.json is invalid, or two entries would get the same accessor
      2  usage error, or the folder cannot be read or FILE cannot be written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let language = try arguments.positional("the language to generate (swift)")
    let folder = try arguments.option("localizations") ?? "Localizations"
    guard let output = try arguments.option("output") else { throw UsageError("missing --output FILE") }
    try arguments.finish()
    guard language == "swift" else { throw UsageError("unknown language '\(language)'; copydeck generates swift") }
    do {
      let outcome = try AccessorFile.write(
        localizations: URL(fileURLWithPath: folder, isDirectory: true), output: URL(fileURLWithPath: output))
      Output.error("copydeck generate: \(output) \(outcome == .written ? "written" : "is up to date")")
      return .success
    } catch {
      Output.error(error.description)
      switch error {
      case .manifest(.unreadable): return .cannotRun
      case .manifest(.invalid): return .failure
      case .nameCollision, .reservedFamily: return .failure
      case .cannotWrite: return .cannotRun
      }
    }
  }
}
