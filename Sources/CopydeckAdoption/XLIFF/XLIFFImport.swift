import Copydeck
import Foundation

/// A translated XLIFF file read against a localizations folder: the values to write, and every unit refused, with why.
///
/// Reading writes nothing; ``apply()`` writes the accepted values through the byte-preserving ``StringsEditor``.
/// A unit is refused (a ``Finding`` at its line) when its id or file is unknown, its `source` no longer matches the
/// development text, its target is empty, holds inline tags (`<g>`, `<x/>`), a carriage return, or specifiers that
/// differ from the source's (`% @` for `%@`). A value equal to the table's is not written, so importing an untouched
/// export changes no byte.
public struct XLIFFImport: Sendable {
  /// One refused unit or file, at its place in the XLIFF.
  public struct Finding: Sendable, CustomStringConvertible, Equatable {
    /// The XLIFF file.
    public var file: String
    /// The 1-based line of the element.
    public var line: Int
    /// The 1-based column of the element.
    public var column: Int
    /// The unit's id, when the finding is about one unit.
    public var id: String?
    /// What is wrong and what to do.
    public var message: String

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
  }

  /// Why nothing at all can be imported: the file is not well-formed XML or not XLIFF 1.2.
  public struct Malformed: Error, Sendable, CustomStringConvertible {
    /// `file:line:column: error: what — nothing was written`.
    public var description: String
  }

  /// One value to write: table, language, key and the translated text.
  public struct Change: Sendable, Equatable {
    /// The table name.
    public var table: String
    /// The language of the table written.
    public var language: String
    /// The key.
    public var key: String
    /// The new value.
    public var value: String
  }

  /// The values to write, in file order.
  public var changes: [Change]
  /// Every refused unit and file.
  public var findings: [Finding]
  /// Units whose target already is the table's value.
  public var unchangedCount: Int
  /// Units without a `<target>` (not translated yet).
  public var untranslatedCount: Int
  /// The folder the changes go to.
  public let folder: LocalizationsFolder

  /// Reads `bytes` (the XLIFF at `file`) against `folder`, whose development language is `developmentLanguage`.
  public init(_ bytes: [UInt8], file: String, folder: LocalizationsFolder, developmentLanguage: String) throws(Malformed) {
    self.folder = folder
    let root: XMLElement
    do {
      root = try XMLTreeReader.parse(bytes)
    } catch {
      throw Malformed(
        description: "\(file):\(error.line):\(error.column): error: \(error.message) — the file is not well-formed XML; nothing was written"
      )
    }
    guard root.name == "xliff", root.attribute("version") == "1.2" else {
      throw Malformed(
        description:
          "\(file):\(root.line):\(root.column): error: the root is <\(root.name)\(root.attribute("version").map { " version=\"\($0)\"" } ?? "")>, not XLIFF 1.2's <xliff version=\"1.2\"> — export the translation as XLIFF 1.2 (as Xcode does); nothing was written"
      )
    }
    changes = []
    findings = []
    unchangedCount = 0
    untranslatedCount = 0
    for element in root.elements("file") {
      read(element, file: file, developmentLanguage: developmentLanguage)
    }
  }

  private mutating func refuse(_ element: XMLElement, file: String, id: String?, _ message: String) {
    findings.append(Finding(file: file, line: element.line, column: element.column, id: id, message: message))
  }

  private mutating func read(_ element: XMLElement, file: String, developmentLanguage: String) {
    guard let original = element.attribute("original"), !original.isEmpty else {
      refuse(
        element, file: file, id: nil,
        "<file> has no original attribute, so its table is unknown; none of its units were imported — export again, and keep the attribute when translating"
      )
      return
    }
    let parts = original.split(separator: "/").map(String.init)
    let lproj = parts.count >= 2 ? parts[parts.count - 2] : ""
    let tableFile = parts.last ?? ""
    guard lproj == "\(developmentLanguage).lproj", tableFile.hasSuffix(".strings") else {
      refuse(
        element, file: file, id: nil,
        "original=\"\(original)\" names no \(developmentLanguage).lproj/*.strings table; none of its units were imported — the translation tool may have changed it, restore it from the export"
      )
      return
    }
    let table = String(tableFile.dropLast(".strings".count))
    guard let source = folder.table(table, language: developmentLanguage) else {
      refuse(
        element, file: file, id: nil,
        "original=\"\(original)\": there is no \(developmentLanguage).lproj/\(tableFile) in \(folder.url.path); none of its units were imported"
      )
      return
    }
    guard let language = element.attribute("target-language"), !language.isEmpty, language != developmentLanguage else {
      refuse(
        element, file: file, id: nil,
        "<file original=\"\(original)\"> has no target-language other than \(developmentLanguage); none of its units were imported")
      return
    }
    let current = folder.table(table, language: language)
    let units = element.element("body")?.elements("trans-unit") ?? []
    for unit in units {
      readUnit(unit, file: file, table: table, language: language, source: source, current: current)
    }
  }

  private mutating func readUnit(
    _ unit: XMLElement, file: String, table: String, language: String, source: StringsTable, current: StringsTable?
  ) {
    guard let id = unit.attribute("id") else {
      refuse(unit, file: file, id: nil, "<trans-unit> without an id; not imported")
      return
    }
    guard let development = source.value(forKey: id) else {
      refuse(
        unit, file: file, id: id,
        "unknown id \"\(id)\": \(table).strings has no such key; not imported (was the key renamed or deleted since the export?)")
      return
    }
    guard let sourceElement = unit.element("source") else {
      refuse(unit, file: file, id: id, "unit \"\(id)\" has no <source>; not imported")
      return
    }
    guard sourceElement.childElements.isEmpty, sourceElement.text == development else {
      refuse(
        sourceElement, file: file, id: id,
        "the source of \"\(id)\" is \(quote(sourceElement.text)) but the development text is now \(quote(development)); not imported — export again and have it translated from the new text"
      )
      return
    }
    guard let target = unit.element("target") else {
      untranslatedCount += 1
      return
    }
    if let tag = target.childElements.first {
      refuse(
        tag, file: file, id: id,
        "the target of \"\(id)\" has an inline <\(tag.name)> tag, which a .strings value cannot hold; not imported — write the translation as plain text"
      )
      return
    }
    let value = target.text
    if value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      refuse(
        target, file: file, id: id,
        "the target of \"\(id)\" is empty; not imported (the device would show nothing) — translate it, or remove the <target> to leave it untranslated"
      )
      return
    }
    if value.unicodeScalars.contains("\r") {
      refuse(
        target, file: file, id: id,
        "the target of \"\(id)\" has a carriage return (a CRLF line break); not imported — use a plain line break (LF), as the source does")
      return
    }
    if let broken = Self.brokenSpecifier(in: value) {
      refuse(
        target, file: file, id: id,
        "the target of \"\(id)\" has \(quote(broken)), a specifier split by a space; not imported — write \(quote(broken.replacingOccurrences(of: " ", with: "")))"
      )
      return
    }
    let sourceFormat = FormatString(development)
    let targetFormat = FormatString(value)
    if let problem = targetFormat.problems.first {
      refuse(target, file: file, id: id, "the target of \"\(id)\": \(problem.message); not imported")
      return
    }
    guard targetFormat.matches(sourceFormat) else {
      let describe = { (format: FormatString) in
        format.specifiers.isEmpty ? "no arguments" : format.specifiers.map(\.text).joined(separator: " ")
      }
      refuse(
        target, file: file, id: id,
        "the target of \"\(id)\" takes \(describe(targetFormat)) but the source takes \(describe(sourceFormat)); not imported — keep the source's specifiers (reorder them with %1$@, %2$@)"
      )
      return
    }
    if current?.value(forKey: id) == value {
      unchangedCount += 1
    } else {
      changes.append(Change(table: table, language: language, key: id, value: value))
    }
  }

  /// A `%` followed by spaces and a conversion (`% @`, `%  d`), as translation tools sometimes write `%@`.
  static func brokenSpecifier(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "%" {
        if index + 1 < scalars.count, scalars[index + 1] == "%" {
          index += 2
          continue
        }
        var next = index + 1
        while next < scalars.count, scalars[next] == " " { next += 1 }
        if next > index + 1, next < scalars.count, "@dDiuUxXoOfFeEgGcCsSpl".unicodeScalars.contains(scalars[next]) {
          var broken = String.UnicodeScalarView()
          broken.append(contentsOf: scalars[index...next])
          return String(broken)
        }
      }
      index += 1
    }
    return nil
  }

  private func quote(_ text: String) -> String { "\"\(text)\"" }

  /// Writes every change into its table through ``StringsEditor``, one atomic write per table; returns the files written.
  ///
  /// A table that does not exist yet in the target language is created. Nothing is written when there are no changes.
  @discardableResult
  public func apply() throws -> [URL] {
    var order: [String] = []
    var byTable: [String: [Change]] = [:]
    for change in changes {
      let id = "\(change.language)/\(change.table)"
      if byTable[id] == nil { order.append(id) }
      byTable[id, default: []].append(change)
    }
    // Every table is read and edited before the first is written, so a table that does not parse stops the import
    // before any file changes.
    var edited: [(URL, [Change])] = []
    for id in order {
      let tableChanges = byTable[id]!
      let first = tableChanges[0]
      let url =
        folder.file(first.table, language: first.language)?.url
        ?? folder.url.appendingPathComponent("\(first.language).lproj").appendingPathComponent("\(first.table).strings")
      var editor =
        FileManager.default.fileExists(atPath: url.path)
        ? try StringsEditor(contentsOf: url) : try StringsEditor(data: Data(), file: url.path)
      for change in tableChanges { try editor.setValue(change.value, forKey: change.key) }
      edited.append((url, tableChanges))
    }
    // Each table is then edited under its lock, from its bytes at that moment, and replaced atomically.
    var written: [URL] = []
    for (url, tableChanges) in edited {
      if !FileManager.default.fileExists(atPath: url.path) {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: url, options: .withoutOverwriting)
      }
      try StringsEditor.edit(fileAt: url) { editor in
        for change in tableChanges { try editor.setValue(change.value, forKey: change.key) }
      }
      written.append(url)
    }
    return written
  }
}
