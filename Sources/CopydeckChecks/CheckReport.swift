/// The result of one `copydeck check` run: every finding, sorted the way a compiler lists them.
public struct CheckReport: Sendable, Hashable {
  /// The findings, sorted by file, line and column.
  public var findings: [Finding]
  /// How many entries were checked: manifest entries, or, without a manifest, key groups such as `x.title` + `x.message`.
  public var entryCount: Int
  /// The languages checked, development language first.
  public var languages: [String]
  /// Where the development text came from, as the summary names it: `en`, `Base`, or `en + Base.lproj`
  /// (`nil` when not known).
  public var development: String?
  /// How much of each table each language has translated, and each language's goal; every format starts with it.
  public var coverage: Coverage
  /// The vendored folders whose tables were not checked (`Pods`, `Carthage`, a bundled framework), each once.
  public var skippedFolders: [String] = []

  /// Creates a report; the findings are sorted (in place: a list the caller gives up is not copied).
  public init(
    findings: consuming [Finding], entryCount: Int, languages: [String], development: String? = nil, coverage: Coverage? = nil
  ) {
    findings.sort()
    self.findings = findings
    self.entryCount = entryCount
    self.languages = languages
    self.development = development
    self.coverage = coverage ?? .empty(development: development ?? languages.first ?? "")
  }

  /// The report with `findings` in place of its own, everything else kept (a baseline's or a change's new findings).
  public func with(findings: [Finding]) -> CheckReport {
    var report = CheckReport(findings: findings, entryCount: entryCount, languages: languages, development: development, coverage: coverage)
    report.skippedFolders = skippedFolders
    return report
  }

  /// How many findings are errors.
  public var errorCount: Int { findings.count { $0.severity == .error } }

  /// How many findings are warnings.
  public var warningCount: Int { findings.count { $0.severity == .warning } }

  /// The findings that belong to one manifest entry, such as `"group.full"` (what the preview shows on an entry).
  public func findings(forEntry id: String) -> [Finding] {
    findings.filter { $0.entry == id }
  }

  /// Whether the run fails: any error, or with `strict` any warning too.
  public func fails(strict: Bool) -> Bool {
    strict ? !findings.isEmpty : errorCount > 0
  }

  /// The one-line summary the text reporter ends with.
  ///
  /// For example `copydeck check: 2 errors, 1 warning in 40 entries × 2 languages (en, ko); development language: en`.
  public var summary: String {
    let scope =
      "\(count(entryCount, "entry", "entries")) × \(count(languages.count, "language", "languages"))"
      + (languages.isEmpty ? "" : " (\(languages.joined(separator: ", ")))")
      + (development.map { "; development language: \($0)" } ?? "")
    if findings.isEmpty { return "copydeck check: no problems in \(scope)" }
    return "copydeck check: \(count(errorCount, "error", "errors")), \(count(warningCount, "warning", "warnings")) in \(scope)"
  }

  private func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
}
