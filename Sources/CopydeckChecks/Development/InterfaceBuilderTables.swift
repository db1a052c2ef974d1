import Copydeck
import CopydeckFiles
import Foundation

/// The storyboards and xibs of a `Base.lproj` folder, each read as a table of its Interface Builder keys.
enum InterfaceBuilderTables {
  /// One table per `*.storyboard` and `*.xib` in `baseFolder` (none when the folder does not exist); a file that
  /// cannot be read or is not well-formed XML is a table with a failure, reported by `syntax-error`.
  static func load(baseFolder: URL, root: String) -> [LoadedTable] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: baseFolder.path) else { return [] }
    let files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    return files.concurrentMap { file in load(baseFolder.appendingPathComponent(file), shown: "\(root)/Base.lproj/\(file)") }
  }

  private static func load(_ url: URL, shown file: String) -> LoadedTable {
    let name = url.deletingPathExtension().lastPathComponent
    func failed(_ line: Int, _ column: Int, _ message: String, _ hint: String) -> LoadedTable {
      let diagnostic = StringsDiagnostic(
        id: "syntax-error", severity: .error, location: SourceLocation(file: url.path, line: line, column: column), message: message,
        hint: hint)
      return LoadedTable(
        language: "Base", name: name, file: file, isEmptyFile: false, table: nil, failure: diagnostic, source: .interfaceBuilder)
    }
    let data: Data
    do {
      data = try FileProblem.contents(of: url)
    } catch {
      let diagnostic = StringsDiagnostic(
        id: "unreadable-file", severity: .error, location: SourceLocation(file: url.path, line: 1, column: 1), message: error.message,
        hint: error.hint)
      return LoadedTable(
        language: "Base", name: name, file: file, isEmptyFile: false, table: nil, failure: diagnostic, source: .interfaceBuilder)
    }
    let keys: InterfaceBuilderKeys
    do {
      keys = try InterfaceBuilderKeys(data: data)
    } catch {
      return failed(
        error.line, error.column, "the Interface Builder file cannot be read: \(error.message)",
        "restore it from version control or open and save it in Xcode")
    }
    let entries = keys.keys.map { key in
      let location = SourceLocation(file: url.path, line: key.line, column: 1)
      return StringsEntry(key: key.key, value: key.value, comment: nil, location: location, valueLocation: location)
    }
    return LoadedTable(
      language: "Base", name: name, file: file, isEmptyFile: false, table: StringsTable(entries: entries), failure: nil,
      source: .interfaceBuilder)
  }
}
