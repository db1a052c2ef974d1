import Copydeck
import CopydeckFiles
import Foundation

/// Runs every rule of `copydeck check` over a localizations folder, with or without a `catalog.json`.
///
/// ```swift
/// let report = try Checker(localizations: URL(fileURLWithPath: "Localizations")).run()
/// for finding in report.findings(forEntry: "group.full") { print(finding.message) }
/// ```
///
/// With a manifest, every rule runs and the manifest's development language and languages are used. Without
/// one, the rules that need no manifest still run (syntax, completeness against the development language,
/// format parity, duplicates, orphans, raw codes, Korean), with keys grouped into entries by the catalog's
/// key scheme (`x.title`, `x.message`, `x.button.*`). A manifest that does not load is reported as a finding
/// and the check goes on as if there were none.
public struct Checker: Sendable {
  /// The folder that holds `catalog.json` and the `<language>.lproj` folders.
  public var localizations: URL
  /// The development language used when there is no manifest; `nil` finds it (see ``DevelopmentLanguage``).
  public var developmentLanguage: String?
  /// Words that read the same in every language (`.copydeck.json`'s `allowUntranslated`), never `untranslated`.
  public var allowedWords: Set<String> = []
  /// The app's own placeholder syntaxes (`.copydeck.json`'s `placeholders`), checked by `placeholder-mismatch`.
  public var placeholders: [PlaceholderSyntax] = []
  /// What is expected of each language (`.copydeck.json`'s `languages`); an undeclared language follows
  /// ``LanguageGoal/undeclared(percent:)``.
  public var languageGoals: [String: LanguageGoal] = [:]
  /// Whether the report is made for a person reading a CI log (`copydeck check`): with the coverage table, and the
  /// findings grouped by cause (see ``CauseGrouping``). The preview leaves it off: it shows each key's findings on
  /// its entry.
  public var reportsByCause = false

  /// Creates a checker for a folder; `developmentLanguage` applies only when the folder has no `catalog.json`, and
  /// `nil` finds it: the app's development region, else `en`, else `Base`.
  public init(localizations: URL, developmentLanguage: String? = nil) {
    self.localizations = localizations
    self.developmentLanguage = developmentLanguage
  }

  /// Every rule, in the order docs/rules.md lists them.
  static let rules: [any CheckRule.Type] = [
    SyntaxErrorRule.self, SilentStopRule.self, LookalikeKeyRule.self, EmptyTableRule.self, MixedEncodingRule.self,
    TableNameCaseRule.self, MissingDevelopmentRule.self, MissingTranslationRule.self, EmptyValueRule.self, OrphanKeyRule.self,
    UntranslatedRule.self, DuplicateKeyRule.self, ReviewStateRule.self, TranslationOutdatedRule.self, StaleKeyRule.self,
    FormatInvalidRule.self, FormatMismatchRule.self, FormatAddedRule.self, UnusedArgumentRule.self, PluralFormsRule.self,
    PluralUnusedFormRule.self, PluralFormatRule.self,
    TooManyButtonsRule.self, MultipleCancelRule.self, CancelLabelRule.self, CancelPreferredRule.self, SheetPreferredRule.self,
    OKOnDecisionRule.self, YesNoRule.self, DestructiveWithoutCancelRule.self, GenericTitleRule.self, RawCodeRule.self,
    MessageRepeatsTitleRule.self, LongButtonLabelRule.self, ButtonPunctuationRule.self,
    TitleLinesRule.self, MessageScrollRule.self, ButtonsStackRule.self, PlaceholderWidthRule.self,
    KoreanParticleRule.self, SpeechLevelRule.self, FullWidthSpaceRule.self, MixedWidthPunctuationRule.self,
    KoreanPunctuationRule.self, PlaceholderMismatchRule.self,
    PurposeStringMissingRule.self, PurposeStringUndeclaredRule.self, PurposeStringVagueRule.self, LocationWhenInUseMissingRule.self,
    ManifestInvalidRule.self, UnusedSuppressionRule.self,
  ]

  /// Loads the folder, runs every rule, drops the findings the manifest allows, and returns the report.
  ///
  /// - Throws: ``CheckerError`` when the check cannot run: the folder is missing or unreadable, a table or
  ///   `.lproj` folder in it cannot be read (never read as an empty one), or (without a manifest) it has no table of
  ///   the development language to compare with.
  public func run() throws(CheckerError) -> CheckReport {
    let context = try load()
    let unreadable = unreadableFiles(context)
    guard unreadable.isEmpty else { throw .unreadableTables(root, unreadable) }
    return run(consume context)
  }

  /// Every table and `.lproj` folder of `context` that cannot be read (permissions, a folder or a FIFO where a file
  /// should be), each placed at its path as findings name it.
  private func unreadableFiles(_ context: CheckContext) -> [StringsDiagnostic] {
    unreadableFiles(folder: context.folder, tables: context.tables, shownBy: context)
  }

  /// Every table of `tables` and `.lproj` folder of `folder` that cannot be read, each placed at its path as
  /// `context` names files in findings.
  func unreadableFiles(folder: LocalizationsFolder?, tables: [LoadedTable], shownBy context: CheckContext) -> [StringsDiagnostic] {
    var problems = folder?.problems ?? []
    problems += tables.compactMap { $0.failure?.id == "unreadable-file" ? $0.failure : nil }
    return problems.map { problem in
      var shown = problem
      shown.location.file = context.displayPath(problem.location.file)
      return shown
    }
  }

  /// Runs every rule over a folder already scanned and a manifest already read (`nil` when the folder has none), so
  /// a caller that also builds a catalog from them (the preview, at each reload) reads and parses the files once.
  ///
  /// - Throws: ``CheckerError`` as ``run()`` does, except for the folder's own scan, which the caller did.
  public func run(
    scanned folder: LocalizationsFolder, manifest manifestResult: Result<CatalogManifest, ManifestError>?
  ) throws(CheckerError) -> CheckReport {
    let context = try context(folder: folder, manifestResult: manifestResult)
    let unreadable = unreadableFiles(context)
    guard unreadable.isEmpty else { throw .unreadableTables(root, unreadable) }
    return run(consume context)
  }

  /// The report of `context`, which is then freed on a background thread (``ContextRelease``).
  private func run(_ context: consuming CheckContext) -> CheckReport {
    var findings = Self.findings(in: context)
    var coverage: Coverage?
    if reportsByCause {
      let measured = context.coverage(goals: languageGoals)
      findings = CauseGrouping.grouped(findings, in: context, coverage: measured)
      coverage = measured
    }
    let report = CheckReport(
      findings: findings, entryCount: context.entries.count, languages: context.languages, development: context.developmentSummary,
      coverage: coverage)
    ContextRelease.release(consume context)
    return report
  }

  /// Returns once the memory of every check that has returned is freed: ``run()`` frees what it read on a
  /// background thread after it returns, so that its caller (and `copydeck check`, which exits) need not wait for
  /// it. Measurements of time or memory call this between checks.
  public static func finishReleasing() {
    ContextRelease.waitForAll()
  }

  /// Every rule's findings in `context`, without the ones the manifest allows.
  static func findings(in context: CheckContext) -> [Finding] {
    // The rules only read the context, so they run side by side; unused-suppression runs last, over all findings,
    // because it removes the ones the manifest allows.
    let independent = Self.rules.filter { $0 != UnusedSuppressionRule.self }
    var perRule = independent.concurrentMap { rule in
      var found: [Finding] = []
      rule.check(context, into: &found)
      return found
    }
    var findings = gathered(&perRule)
    UnusedSuppressionRule.check(context, into: &findings)
    keepOncePerText(&findings)
    return findings
  }

  /// The findings of every rule in one list, leaving `perRule` empty. The longest list is taken as it is (not copied:
  /// a table of 100,000 duplicate keys makes one of 99,999) and the others are appended to it, so the rules' order is
  /// not kept; sorting restores it where it matters, since two findings that `<` leaves in their order are of one
  /// rule, which keeps its own order.
  static func gathered(_ perRule: inout [[Finding]]) -> [Finding] {
    guard let longest = perRule.indices.max(by: { perRule[$0].count < perRule[$1].count }) else { return [] }
    var findings: [Finding] = []
    swap(&findings, &perRule[longest])
    findings.reserveCapacity(perRule.reduce(findings.count) { $0 + $1.count })
    for index in perRule.indices where index != longest { findings += perRule[index] }
    perRule = []
    return findings
  }

  /// Removes the findings that repeat a problem: a key several entries share (a common "Cancel" label) is one text,
  /// so what is wrong with it is reported once, under the first entry that uses it, not once per entry. The findings
  /// kept stay in their order, where they are (none is copied).
  ///
  /// Linear in the findings: they are grouped by their place (every field but the entry and the message), and only
  /// at a place that holds more than one are the messages read and compared, through a set of them. One text can
  /// hold many findings of one rule at one place (a value of 30,000 `%@` makes one `format-mismatch` per specifier);
  /// a set of whole findings hashed by place alone compared each new one with every earlier one there.
  static func keepOncePerText(_ findings: inout [Finding]) {
    var firstAt: [Place: Int] = [:]
    var messagesAt: [Place: Set<String>] = [:]
    var kept = 0
    for index in findings.indices {
      var keep = true
      if !placedOnce.contains(where: { $0 == findings[index].rule }) {
        let place = Place(finding: findings[index])
        if let first = firstAt[place] {
          var messages = messagesAt.removeValue(forKey: place) ?? [findings[first].message]
          keep = messages.insert(findings[index].message).inserted
          messagesAt[place] = messages
        } else {
          firstAt[place] = kept
        }
      }
      guard keep else { continue }
      if kept != index { findings.swapAt(kept, index) }
      kept += 1
    }
    findings.removeSubrange(kept...)
  }

  /// The rules whose every finding is one diagnostic of the engine about one key, at the key's own place in its file,
  /// so none repeats another: they skip the hashing of ``keepOncePerText(_:)`` (a tenth of a check with 100,000
  /// duplicate keys).
  private static let placedOnce = [DuplicateKeyRule.rule.id, LookalikeKeyRule.rule.id]

  /// Where a finding is, as ``keepOncePerText(_:)`` groups them: every field but the entry and the message. Hashed by
  /// its short fields only (rule, place, key, language), not its file: hashing whole paths and messages was a tenth
  /// of a check with 100,000 duplicate keys. Without the language, one key missing from 20 languages' tables (each
  /// finding at `1:1` of its file) was 20 places of one hash, each compared with all the others.
  private struct Place: Hashable {
    var finding: Finding

    func hash(into hasher: inout Hasher) {
      hasher.combine(finding.rule)
      hasher.combine(finding.line)
      hasher.combine(finding.column)
      hasher.combine(finding.key)
      hasher.combine(finding.language)
    }

    static func == (a: Place, b: Place) -> Bool {
      let (a, b) = (a.finding, b.finding)
      return a.line == b.line && a.column == b.column && a.rule == b.rule && a.key == b.key && a.language == b.language
        && a.severity == b.severity && a.file == b.file
    }
  }

  /// The folder's path as findings name it (`Localizations`, as given, without a trailing slash).
  public var root: String {
    var path = localizations.relativePath
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private func load() throws(CheckerError) -> CheckContext {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: localizations.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .noSuchFolder(root)
    }
    // The tables and the manifest do not depend on each other, nor does the index of the manifest's entries: one core
    // decodes the manifest and indexes its entries while the tables parse on the others, then parses tables too.
    let manifest = Locked<(result: Result<CatalogManifest, ManifestError>?, index: EntryIndex?)>((nil, nil))
    let scan = Result { () throws(StringsDiagnostic) in
      try LocalizationsFolder.scanWithoutNotes(localizations) {
        let result = loadManifest()
        let index = (try? result?.get()).map(EntryIndex.init)
        manifest.withLock { $0 = (result, index) }
      }
    }
    let (manifestResult, index) = manifest.withLock { $0 }
    let folder: LocalizationsFolder
    switch scan {
    case .success(let scanned): folder = scanned
    case .failure(let error): throw .unreadableFolder(root, error)
    }
    return try context(folder: folder, manifestResult: manifestResult, index: index)
  }

  /// The rules' view of a scanned folder and its manifest, with the index of the manifest's entries when it is made.
  private func context(
    folder: LocalizationsFolder, manifestResult: Result<CatalogManifest, ManifestError>?, index: EntryIndex? = nil
  ) throws(CheckerError) -> CheckContext {
    context(try setting(folder: folder, manifestResult: manifestResult), index: index)
  }

  /// What every context of one check of a folder shares: its tables, its manifest and its languages.
  struct Setting {
    var folder: LocalizationsFolder
    var tables: [LoadedTable]
    var manifest: CatalogManifest?
    var manifestError: ManifestError?
    var development: String
    var baseLanguage: String
    var languages: [String]
    /// The `Info.plist` keys of the app the folder belongs to, when a project or an `Info.plist` is found above it.
    var declarations: AppDeclarations?
  }

  /// The tables of a scanned folder, the manifest and the languages the check compares.
  func setting(
    folder: LocalizationsFolder, manifestResult: Result<CatalogManifest, ManifestError>?
  ) throws(CheckerError) -> Setting {
    var tables = folder.files.map { file in
      LoadedTable(
        language: file.language, name: file.name, file: "\(root)/\(file.relativePath)", isEmptyFile: isEmpty(file),
        table: file.table, failure: file.diagnostics.first { _ in file.table == nil },
        catalogEntries: file.format == .xcstrings ? folder.catalog(file.name)?.entries(language: file.language) : nil)
    }
    tables += InterfaceBuilderTables.load(baseFolder: folder.url.appendingPathComponent("Base.lproj"), root: root)
    tables += VariationTables.load(folder, root: root)
    tables.removeAll { DevelopmentLanguage.documentationLanguages.contains($0.language) }
    let manifest = try? manifestResult?.get()
    let manifestError: ManifestError? = if case .failure(let error) = manifestResult { error } else { nil }

    // A String Catalog that cannot be read at all has no language.
    let folderLanguages = Set(tables.map(\.language)).subtracting([""])
    let given = manifest?.developmentLanguage ?? developmentLanguage
    // The app's development region is looked for (listing the folders above, which can be long, like /tmp) only when
    // it is needed: to choose the development language, or to tell what language Base.lproj is written in.
    let region = given == nil || given == "Base" ? DevelopmentLanguage.region(near: folder.url) : nil
    let development: String
    if let given {
      development = given
    } else if let found = DevelopmentLanguage.choose(among: folderLanguages, region: region) {
      development = found
    } else {
      throw .unknownDevelopmentLanguage(root, found: folderLanguages.sorted())
    }
    if manifest == nil, !folderLanguages.contains(development) {
      throw .noDevelopmentTables(root, language: development, found: folderLanguages.sorted())
    }
    let languages = [development] + (manifest?.languages ?? folderLanguages.sorted()).filter { $0 != development && $0 != "Base" }
    return Setting(
      folder: folder, tables: tables, manifest: manifest, manifestError: manifestError, development: development,
      baseLanguage: development == "Base" ? (region ?? "en") : development, languages: languages,
      declarations: AppDeclarations.near(folder.url, root: root))
  }

  /// The rules' view of `setting`: over every table and entry, or over `tables` alone and the entries of the table
  /// names (folded to lower case) in `scope`, naming keys' entries from `index`.
  func context(_ setting: Setting, tables: [LoadedTable]? = nil, index: EntryIndex? = nil, scope: Set<String>? = nil) -> CheckContext {
    var context = CheckContext(
      root: root, scannedRoot: localizations.path, manifest: setting.manifest, manifestError: setting.manifestError,
      developmentLanguage: setting.development, baseLanguage: setting.baseLanguage, languages: setting.languages,
      tables: tables ?? setting.tables, index: index, scope: scope)
    context.folder = setting.folder
    context.declarations = setting.declarations
    context.allowedWords = Set(allowedWords.map { $0.lowercased() })
    context.placeholders = placeholders
    return context
  }

  /// The folder's catalog.json, `nil` when it has none, or why it does not load.
  private func loadManifest() -> Result<CatalogManifest, ManifestError>? {
    let url = localizations.appendingPathComponent("catalog.json")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let file = root + "/catalog.json"
    let bytes: [UInt8]
    do {
      bytes = try FileProblem.bytes(of: url)
    } catch {
      return .failure(.unreadable(file: file, problem: error))
    }
    return Result { () throws(ManifestError) in try CatalogManifest(bytes: bytes, file: file) }
  }

  /// Whether the file has no bytes at all (only checked for tables without entries, so it costs nothing otherwise).
  private func isEmpty(_ file: LocalizationsFolder.TableFile) -> Bool {
    guard let table = file.table, table.entries.isEmpty else { return false }
    let size = (try? FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? NSNumber)?.intValue
    return size == 0
  }
}
