import Copydeck
import CopydeckFiles
import Foundation

/// A translated XLIFF file read against a localizations folder: the values to write, and every unit refused, with why.
///
/// Reading writes nothing; ``apply()`` writes the accepted values through the byte-preserving editors
/// (``StringsEditor``, ``StringsDictEditor``, ``StringCatalogEditor``). Units are matched by Xcode's ids (see
/// ``XLIFFUnit``): a `.strings` key, a `.stringsdict` path, a String Catalog key and form. A unit is refused (a
/// ``Finding`` at its line) when its id or file is unknown, its `source` no longer matches the development text, its
/// target is empty, holds inline tags (`<g>`, `<x/>`), a carriage return, or specifiers that differ from the
/// source's (`% @` for `%@`), or when the table cannot take it (a new key without its translated text, a form that
/// would leave its key unreadable). What the target language lacks is added as Xcode adds it (see
/// ``StringsDictImport`` and ``StringCatalogEditor/setValues(_:forKey:language:)``). A value equal to the table's is
/// not written, so importing an untouched export changes no byte.
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
    /// `error` for a unit that was not imported; `warning` for one that was, with something left to do.
    public var severity: DiagnosticSeverity = .error
    /// What to do next, when the message does not say it.
    public var hint: String?

    /// `file:line:column: error: message` (or `warning:`), then `  hint: …` on its own line when there is one.
    public var description: String {
      "\(file):\(line):\(column): \(severity.rawValue): \(message)" + (hint.map { "\n  hint: \($0)" } ?? "")
    }
  }

  /// Why nothing at all can be imported: the file is not UTF-8, not well-formed XML, nested too deep, or not XLIFF 1.2.
  public struct Malformed: Error, Sendable, CustomStringConvertible {
    /// `file:line:column: error: what; nothing was written`, then `  hint: …` on its own line.
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
    /// Where in the table the value goes.
    var destination: XLIFFUnit.Destination
    /// The state a String Catalog records for the value (from the target's `state`); `nil` for other tables.
    var state: TranslationState?
    /// The unit's `<target>`, for a finding when the table refuses the value.
    var line: Int
    var column: Int
    var id: String
  }

  /// The values to write, in file order.
  public var changes: [Change]
  /// Every refused unit and file.
  public var findings: [Finding]
  /// Units that are imported with something left to do: a new `.stringsdict` key or variable that still lacks
  /// plural forms its language needs.
  public var warnings: [Finding] = []
  /// Units whose target already is the table's value.
  public var unchangedCount: Int
  /// The `.strings`/`.stringsdict` translations a translator returned unchanged, as translated, though they were
  /// outdated (exported `needs-review-translation`): ``apply()`` confirms them against today's development text.
  public var confirmations: [ReviewedTranslation] { returnedTranslated.subtracting(returnedForReview).sorted() }
  /// The `.strings`/`.stringsdict` translations with a unit returned as translated and unchanged though outdated.
  private var returnedTranslated: Set<ReviewedTranslation> = []
  /// The `.strings`/`.stringsdict` translations with a unit returned as `needs-review-…`: a value written for one
  /// stays outdated, and none of them is confirmed.
  private var returnedForReview: Set<ReviewedTranslation> = []
  /// Units without a `<target>` (not translated yet).
  public var untranslatedCount: Int
  /// The folder the changes go to.
  public let folder: LocalizationsFolder
  /// The folder's development language, whose `.stringsdict` keys a new key or variable copies.
  let developmentLanguage: String
  /// The export's tables by target language, as the units are matched against them.
  private var tables: [String: [XLIFFTable]] = [:]

  /// Reads `bytes` (the XLIFF at `file`) against `folder`, whose development language is `developmentLanguage`.
  public init(_ bytes: [UInt8], file: String, folder: LocalizationsFolder, developmentLanguage: String) throws(Malformed) {
    self.folder = folder
    self.developmentLanguage = developmentLanguage
    let root: XMLTreeElement
    do {
      root = try XMLTreeReader.parse(bytes)
    } catch {
      throw Malformed(
        description: "\(file):\(error.line):\(error.column): error: \(error.xliffMessage); nothing was written\n  hint: \(error.xliffHint)")
    }
    guard root.name == "xliff", root.attribute("version") == "1.2" else {
      throw Malformed(
        description:
          "\(file):\(root.line):\(root.column): error: the root is <\(root.name)\(root.attribute("version").map { " version=\"\($0)\"" } ?? "")>, not XLIFF 1.2's <xliff version=\"1.2\">; nothing was written\n  hint: export the translation as XLIFF 1.2, as Xcode does"
      )
    }
    changes = []
    findings = []
    unchangedCount = 0
    untranslatedCount = 0
    for element in root.elements("file") {
      read(element, file: file, developmentLanguage: developmentLanguage)
    }
    tryChanges(file: file)
  }

  private mutating func refuse(_ element: XMLTreeElement, file: String, id: String?, _ message: String) {
    findings.append(Finding(file: file, line: element.line, column: element.column, id: id, message: message))
  }

  private mutating func read(_ element: XMLTreeElement, file: String, developmentLanguage: String) {
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
    let relativePath: String
    if tableFile.hasSuffix(".xcstrings") {
      relativePath = lproj == LocalizationsFolder.catalogDirectory ? "\(lproj)/\(tableFile)" : tableFile
    } else if lproj == "\(developmentLanguage).lproj", tableFile.hasSuffix(".strings") || tableFile.hasSuffix(".stringsdict") {
      relativePath = "\(lproj)/\(tableFile)"
    } else {
      refuse(
        element, file: file, id: nil,
        "original=\"\(original)\" names no \(developmentLanguage).lproj/*.strings table, \(developmentLanguage).lproj/*.stringsdict or *.xcstrings catalog; none of its units were imported — the translation tool may have changed it, restore it from the export"
      )
      return
    }
    guard let language = element.attribute("target-language"), !language.isEmpty, language != developmentLanguage else {
      refuse(
        element, file: file, id: nil,
        "<file original=\"\(original)\"> has no target-language other than \(developmentLanguage); none of its units were imported")
      return
    }
    guard LanguageTagSyntax.isLanguageTag(language) else {
      // The language names the folder the translations are written in: anything but a language tag (a path, `..`,
      // a NUL) could write outside the localizations folder.
      let place = element.place(ofAttribute: "target-language")
      findings.append(
        Finding(
          file: file, line: place.line, column: place.column, id: nil,
          message:
            "target-language=\(Escaping.swiftLiteral(language)) is not a language tag, so it names no .lproj folder; none of the units of <file original=\(Escaping.swiftLiteral(original))> were imported",
          hint: "set target-language to the language the file was translated into, as exported (such as ko, pt-BR or zh-Hans)"))
      return
    }
    if tables[language] == nil {
      tables[language] = XLIFFTable.tables(in: folder, developmentLanguage: developmentLanguage, language: language)
    }
    guard let table = tables[language]?.first(where: { $0.relativePath == relativePath }) else {
      refuse(
        element, file: file, id: nil,
        "original=\"\(original)\": there is no \(relativePath) in \(folder.url.path); none of its units were imported")
      return
    }
    var units: [String: XLIFFUnit] = [:]
    for unit in table.units where units[unit.id] == nil { units[unit.id] = unit }
    for element in element.element("body")?.elements("trans-unit") ?? [] {
      readUnit(element, file: file, table: table, language: language, units: units)
    }
  }

  private mutating func readUnit(_ element: XMLTreeElement, file: String, table: XLIFFTable, language: String, units: [String: XLIFFUnit]) {
    guard let id = element.attribute("id") else {
      refuse(element, file: file, id: nil, "<trans-unit> without an id; not imported")
      return
    }
    guard let unit = units[id] else {
      let what = table.format == .strings ? "no such key" : "no such key or form for \(language)"
      refuse(
        element, file: file, id: id,
        "unknown id \"\(id)\": \(table.relativePath) has \(what); not imported (was the key renamed or deleted since the export?)")
      return
    }
    guard let sourceElement = element.element("source") else {
      refuse(element, file: file, id: id, "unit \"\(id)\" has no <source>; not imported")
      return
    }
    guard sourceElement.childElements.isEmpty, sourceElement.text == unit.source else {
      refuse(
        sourceElement, file: file, id: id,
        "the source of \"\(id)\" is \(quote(sourceElement.text)) but the development text is now \(quote(unit.source)); not imported — export again and have it translated from the new text"
      )
      return
    }
    guard let target = element.element("target") else {
      untranslatedCount += 1
      return
    }
    let reading = XLIFFState.reading(target.attribute("state"))
    guard reading != .notTranslated else {
      // state="new" or "needs-translation": the tool's placeholder, not a translation.
      untranslatedCount += 1
      return
    }
    if let tag = target.childElements.first {
      refuse(
        tag, file: file, id: id,
        "the target of \"\(id)\" has an inline <\(tag.name)> tag, which a table value cannot hold; not imported — write the translation as plain text"
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
    var state: TranslationState?
    if case .catalog = unit.destination { state = XLIFFState.catalogState(reading) }
    if state == nil {
      let translation = ReviewedTranslation(table: table.name, key: unit.key, language: language)
      if reading == .needsReview { returnedForReview.insert(translation) }
      if unit.target == value, reading == .translated, unit.targetState == .needsReview {
        // An outdated translation the translator returned unchanged: still right.
        returnedTranslated.insert(translation)
        return
      }
    }
    if unit.target == value, state == nil || state == (unit.targetState ?? .translated) {
      unchangedCount += 1
      return
    }
    if unit.destination == .strings, let name = SubstitutionReferences.names(in: value).first {
      refuse(
        target, file: file, id: id,
        "the target of \"\(id)\" uses %#@\(name)@, which a .strings value cannot fill in; not imported — write the whole text, or vary the key by count in \(language).lproj/\(table.name).stringsdict"
      )
      return
    }
    if let name = SubstitutionReferences.names(in: value).first(where: { name in !unit.targetSubstitutions.contains { $0.name == name } }) {
      refuse(
        target, file: file, id: id,
        "the target of \"\(id)\" uses %#@\(name)@, which \(language) does not define for \"\(unit.key)\"; not imported — add the variable to the \(language) table first (Xcode adds a String Catalog's substitutions), or write the text without it"
      )
      return
    }
    let sourceFormat = FormatString(unit.argumentSource)
    let targetFormat = FormatString(XLIFFTable.expanded(value, substitutions: unit.targetSubstitutions, key: unit.key))
    if let problem = targetFormat.problems.first {
      refuse(target, file: file, id: id, "the target of \"\(id)\": \(problem.message); not imported")
      return
    }
    guard targetFormat.matches(sourceFormat) || (unit.mayOmitArguments && Self.takesFewer(targetFormat, than: sourceFormat)) else {
      let describe = { (format: FormatString) in
        format.specifiers.isEmpty ? "no arguments" : format.specifiers.map(\.text).joined(separator: " ")
      }
      refuse(
        target, file: file, id: id,
        "the target of \"\(id)\" takes \(describe(targetFormat)) but the source takes \(describe(sourceFormat)); not imported — keep the source's specifiers (reorder them with %1$@, %2$@)"
      )
      return
    }
    changes.append(
      Change(
        table: table.name, language: language, key: unit.key, value: value, destination: unit.destination, state: state,
        line: target.line,
        column: target.column, id: id))
  }

  /// Whether `target` reads some of `source`'s arguments, each as the same type, and no other — as a plural form
  /// may ("one file" without its `%d`).
  static func takesFewer(_ target: FormatString, than source: FormatString) -> Bool {
    guard let mine = target.signature, let theirs = source.signature, mine.count <= theirs.count else { return false }
    return zip(mine, theirs).allSatisfy { $0 == $1 }
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

  /// One table file that changes, and its changes in the order they are made.
  private struct Edit {
    var url: URL
    var format: TableFormat
    var changes: [Change]
  }

  /// The table files the changes go to, in file order: each inside ``folder`` (an import that would write elsewhere
  /// refuses those changes), relative to it when shown. What `--dry-run` lists.
  public var destinations: [URL] { edits.map(\.url) }

  /// The changes grouped by the file they go to, in file order; a String Catalog's forms `other` first, so a new
  /// plural starts with the form every count falls back to.
  private var edits: [Edit] {
    var edits: [Edit] = []
    for change in changes {
      let (url, format) = destination(of: change)
      if let index = edits.firstIndex(where: { $0.url == url }) {
        edits[index].changes.append(change)
      } else {
        edits.append(Edit(url: url, format: format, changes: [change]))
      }
    }
    for index in edits.indices where edits[index].format == .xcstrings {
      let changes = edits[index].changes
      let others = changes.filter { Self.isOtherForm($0) }
      edits[index].changes = others + changes.filter { !Self.isOtherForm($0) }
    }
    return edits
  }

  private static func isOtherForm(_ change: Change) -> Bool {
    guard case .catalog(let form) = change.destination else { return true }
    return form.steps.allSatisfy { if case .plural(let category) = $0 { category == .other } else { true } }
  }

  /// The file a change is written to: the target language's `.strings` (created when missing) or `.stringsdict`,
  /// or the table's String Catalog.
  private func destination(of change: Change) -> (URL, TableFormat) {
    let lproj = folder.url.appendingPathComponent("\(change.language).lproj")
    switch change.destination {
    case .strings:
      return (
        folder.file(change.table, language: change.language).flatMap { $0.format == .strings ? $0.url : nil }
          ?? lproj.appendingPathComponent("\(change.table).strings"), .strings
      )
    case .stringsDict:
      return (
        folder.stringsDictFile(change.table, language: change.language)?.url ?? lproj.appendingPathComponent("\(change.table).stringsdict"),
        .stringsdict
      )
    case .catalog:
      return (
        folder.catalogFiles.first { $0.name == change.table }?.url ?? folder.url.appendingPathComponent("\(change.table).xcstrings"),
        .xcstrings
      )
    }
  }

  /// Makes every change in memory, on each file's current bytes; a change its table refuses (a path that does not
  /// fit the catalog's localization, a device form's text) becomes a finding at its target, and a new `.stringsdict`
  /// key that still lacks forms a warning.
  private mutating func tryChanges(file: String) {
    var refused: Set<String> = []
    func refuse(_ change: Change, _ message: String) {
      findings.append(Finding(file: file, line: change.line, column: change.column, id: change.id, message: message))
      refused.insert(change.id)
    }
    let boundary: FolderBoundary
    do {
      boundary = try FolderBoundary(folder.url)
    } catch {
      for change in changes { refuse(change, "the target of \"\(change.id)\" cannot be imported: \(error.message); not imported") }
      changes = []
      return
    }
    for edit in edits {
      do {
        try boundary.check(edit.url)
      } catch {
        // One finding for the table, at its first unit: every unit of it is refused for the same reason.
        findings.append(
          Finding(
            file: file, line: edit.changes[0].line, column: edit.changes[0].column, id: nil,
            message:
              "\(edit.changes.count == 1 ? "the translation" : "none of the \(edit.changes.count) translations") into \(edit.url.path) \(edit.changes.count == 1 ? "was not" : "were") imported: \(error.message)",
            hint: error.hint))
        refused.formUnion(edit.changes.map(\.id))
        continue
      }
      let exists = FileManager.default.fileExists(atPath: edit.url.path)
      if !exists, edit.format == .xcstrings {
        for change in edit.changes {
          refuse(change, "the target of \"\(change.id)\" cannot be imported: there is no \(edit.url.lastPathComponent); not imported")
        }
        continue
      }
      do {
        let data = exists ? try FileProblem.contents(of: edit.url) : Self.newFile(edit.format)
        let outcome = made(edit, on: data)
        for (change, error) in outcome.refused {
          let reason =
            (error as? StringsDiagnostic).map { diagnostic in diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? "") }
            ?? "\(error)"
          refuse(change, "the target of \"\(change.id)\" cannot be written into \(edit.url.lastPathComponent): \(reason); not imported")
        }
        for (change, message) in outcome.incomplete {
          warnings.append(
            Finding(file: file, line: change.line, column: change.column, id: change.id, message: message, severity: .warning))
        }
      } catch {
        for change in edit.changes {
          refuse(change, "the target of \"\(change.id)\" cannot be imported: \(edit.url.path) cannot be read: \(error); not imported")
        }
      }
    }
    changes.removeAll { refused.contains($0.id) }
    findings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// The bytes a table the target language lacks starts from: nothing for a `.strings`, Xcode's empty property
  /// list for a `.stringsdict`.
  private static func newFile(_ format: TableFormat) -> Data {
    format == .stringsdict ? StringsDictEditor.emptyFile : Data()
  }

  /// `data` (the bytes of `edit`'s file) with `edit`'s changes made, each change the table refused, and each whose
  /// `.stringsdict` key still lacks forms.
  private func made(_ edit: Edit, on data: Data) -> StringsDictImport.Outcome {
    if edit.format == .stringsdict {
      let language = edit.changes.first?.language ?? ""
      let table = edit.changes.first?.table ?? ""
      return StringsDictImport(
        development: folder.stringsDictFile(table, language: developmentLanguage)?.entries, language: language,
        place: "\(language).lproj/\(edit.url.lastPathComponent)"
      ).write(edit.changes, into: data, file: edit.url.path)
    }
    var outcome = StringsDictImport.Outcome(data: data)
    if edit.format == .xcstrings {
      return catalogMade(edit, on: data)
    }
    for change in edit.changes {
      do {
        outcome.data = try Self.apply(change, to: outcome.data, format: edit.format, file: edit.url.path)
      } catch {
        outcome.refused.append((change, error))
      }
    }
    return outcome
  }

  /// A String Catalog with `edit`'s changes made, a key's forms in one language together: a new localization
  /// with substitutions reads only once its text and its substitutions' forms are all there. When they do not read
  /// together, each is tried alone, so each refused form is a finding of its own.
  private func catalogMade(_ edit: Edit, on data: Data) -> StringsDictImport.Outcome {
    var outcome = StringsDictImport.Outcome(data: data)
    var editor: StringCatalogEditor
    do {
      editor = try StringCatalogEditor(data: data, file: edit.url.path)
    } catch {
      outcome.refused = edit.changes.map { ($0, error) }
      return outcome
    }
    var groups: [[Change]] = []
    for change in edit.changes {
      if let index = groups.firstIndex(where: { $0[0].key == change.key && $0[0].language == change.language }) {
        groups[index].append(change)
      } else {
        groups.append([change])
      }
    }
    for group in groups {
      let values = group.map { change in (form: Self.form(of: change), value: change.value, state: change.state) }
      if group.count > 1, (try? editor.setValues(values, forKey: group[0].key, language: group[0].language)) != nil { continue }
      for change in group {
        do {
          try editor.setValue(change.value, forKey: change.key, language: change.language, form: Self.form(of: change), state: change.state)
        } catch {
          outcome.refused.append((change, error))
        }
      }
    }
    outcome.data = editor.data
    return outcome
  }

  private static func form(of change: Change) -> FormPath {
    if case .catalog(let form) = change.destination { return form }
    return FormPath([])
  }

  /// `data` (a table of `format`) with `change` made.
  private static func apply(_ change: Change, to data: Data, format: TableFormat, file: String) throws -> Data {
    switch change.destination {
    case .strings:
      var editor = try StringsEditor(data: data, file: file)
      try editor.setValue(change.value, forKey: change.key)
      return editor.data
    case .stringsDict(let path):
      var editor = try StringsDictEditor(data: data, file: file)
      try editor.setValue(change.value, at: path)
      return editor.data
    case .catalog(let form):
      var editor = try StringCatalogEditor(data: data, file: file)
      try editor.setValue(change.value, forKey: change.key, language: change.language, form: form, state: change.state)
      return editor.data
    }
  }

  /// Writes every change into its table, one atomic write per table under its lock; returns the files written.
  /// Throws ``FolderBoundary/Violation``, writing nothing, when a table would be written outside ``folder`` (a
  /// symbolic link changed since reading).
  ///
  /// Each table is edited from its bytes at that moment (so a change made since reading is kept) and replaced
  /// atomically. A `.strings` or `.stringsdict` table that does not exist yet in the target language is created
  /// (a `.stringsdict` as Xcode writes one). Nothing is written
  /// when there are no changes.
  @discardableResult
  public func apply() throws -> [URL] {
    let edits = self.edits
    // Every destination is proved inside the folder again, now, before the first byte is written.
    let boundary = try FolderBoundary(folder.url)
    for edit in edits { try boundary.check(edit.url) }
    var written: [URL] = []
    for edit in edits {
      if edit.format != .xcstrings, !FileManager.default.fileExists(atPath: edit.url.path) {
        try FileManager.default.createDirectory(at: edit.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.newFile(edit.format).write(to: edit.url, options: .withoutOverwriting)
      }
      let make = { (bytes: Data) throws -> Data in
        let outcome = made(edit, on: bytes)
        // A change the table took when it was read but refuses now (the file changed since) stops the import.
        if let (_, error) = outcome.refused.first { throw error }
        return outcome.data
      }
      if edit.format != .xcstrings, let review = TableReview.of(file: edit.url, developmentLanguage: developmentLanguage)?.review {
        // The review file is kept true with the table: a translation written is confirmed, unless returned for review.
        let table = edit.changes.first?.table ?? ""
        let leaving = Set(returnedForReview.filter { $0.table == table }.map(\.translation))
        try review.update([edit.url], leaving: leaving) { bytes in [try make(bytes[0])] }
      } else {
        try AtomicFileWriter.update(edit.url, make)
      }
      written.append(edit.url)
    }
    for (table, translations) in Dictionary(grouping: confirmations, by: \.table) {
      try TableReview(folder: folder.url, table: table, developmentLanguage: developmentLanguage).confirm(
        Set(translations.map(\.translation)))
    }
    return written
  }
}
