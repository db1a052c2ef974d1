import Copydeck
import CopydeckFiles
import Foundation

/// `.copydeck.json` at a repository's root: what a team sets once for `copydeck check`.
///
/// ```json
/// {
///   "folders": ["App/Resources", "Widget/Resources"],
///   "developmentLanguage": "en",
///   "ignore": ["Vendor", "Tests/Fixtures"],
///   "rules": { "untranslated": "off", "orphan-key": "error" },
///   "allowUntranslated": ["iCloud", "Copydeck"],
///   "placeholders": ["${name}", "{{name}}"],
///   "languages": { "ko": "complete", "fr": { "minimum": 60 }, "eo": "in progress" },
///   "format": "github"
/// }
/// ```
///
/// Every field is optional. `folders` are checked instead of searching the repository; `ignore` drops folders from
/// the search (a path relative to the root, or a folder name without `/` that is skipped wherever it appears);
/// `rules` turns a rule off or sets its severity; `allowUntranslated` lists words that read the same in every
/// language; `placeholders` declares the app's own placeholder syntaxes (see ``PlaceholderSyntax``); `languages`
/// declares each language complete or in progress with a minimum percent (see ``LanguageGoal``); `format` is
/// the default `--format`. An unknown field or a wrong value is an error at its line and column.
public struct ProjectFile: Sendable, Equatable {
  /// What a rule is set to in `rules`: `on` (with its own severity, for a rule off by default), `off`, or on with a
  /// severity.
  public enum RuleSetting: String, Sendable, Equatable {
    case on, off, warning, error
  }

  /// The folders to check, relative to the root (`nil`: search the repository).
  public var folders: [String]?
  /// The development language of folders without a manifest.
  public var developmentLanguage: String?
  /// The paths and folder names the search skips.
  public var ignore: [String] = []
  /// Each rule's setting, by rule id.
  public var rules: [String: RuleSetting] = [:]
  /// Words that are the same in every language, for `untranslated`.
  public var allowUntranslated: [String] = []
  /// The app's own placeholder syntaxes.
  public var placeholders: [PlaceholderSyntax] = []
  /// The default report format.
  public var format: ReportFormat?
  /// What is expected of each language, by language code.
  public var languages: [String: LanguageGoal] = [:]
  /// What `copydeck check` scans of the app's code (`"sources"`, `"lookups"`, `"dynamicKeys"`; see ``SourceSettings``).
  public var sources = SourceSettings()

  /// The file's name.
  public static let fileName = ".copydeck.json"

  /// Creates empty settings.
  public init() {}

  /// Reads `<root>/.copydeck.json`; `nil` when there is none.
  ///
  /// - Throws: ``ProjectFileError`` when it cannot be read, is not JSON, or has an unknown field or a wrong value.
  public static func load(root: URL) throws(ProjectFileError) -> ProjectFile? {
    let url = root.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let shown = root.relativePath == "." ? fileName : "\(root.relativePath)/\(fileName)"
    let data: Data
    do {
      data = try FileProblem.contents(of: url)
    } catch {
      throw .unreadable(shown, error)
    }
    return try ProjectFile(data: data, file: shown)
  }

  /// Parses the JSON of a project file named `file` in messages.
  public init(data: Data, file: String) throws(ProjectFileError) {
    let text = String(decoding: data, as: UTF8.self)
    func place(_ field: String) -> (line: Int, column: Int) { Self.location(of: field, in: text) }
    func invalid(_ field: String, _ message: String) -> ProjectFileError {
      let (line, column) = place(field)
      return .invalid(file: file, line: line, column: column, message: message)
    }
    guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
      throw .invalid(
        file: file, line: 1, column: 1, message: "this is not valid JSON; write an object such as {\"developmentLanguage\": \"en\"}")
    }
    guard let fields = object as? [String: Any] else {
      throw .invalid(file: file, line: 1, column: 1, message: "the project file must be a JSON object of settings")
    }
    func strings(_ field: String) throws(ProjectFileError) -> [String]? {
      guard let value = fields[field] else { return nil }
      guard let list = value as? [String] else { throw invalid(field, "\"\(field)\" must be a list of strings") }
      return list
    }
    for field in fields.keys.sorted() where !Self.knownFields.contains(field) {
      throw invalid(field, "unknown field \"\(field)\"; the fields are \(Self.knownFields.sorted().joined(separator: ", "))")
    }
    folders = try strings("folders")
    ignore = try strings("ignore") ?? []
    allowUntranslated = try strings("allowUntranslated") ?? []
    if let value = fields["developmentLanguage"] {
      guard let language = value as? String, !language.isEmpty else {
        throw invalid("developmentLanguage", "\"developmentLanguage\" must be a language code such as \"en\"")
      }
      developmentLanguage = language
    }
    for written in try strings("placeholders") ?? [] {
      guard let syntax = PlaceholderSyntax(rawValue: written) else {
        throw invalid(
          "placeholders",
          "unknown placeholder syntax \"\(written)\"; use one of \(PlaceholderSyntax.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"
        )
      }
      placeholders.append(syntax)
    }
    if let value = fields["rules"] {
      guard let settings = value as? [String: Any] else {
        throw invalid("rules", "\"rules\" must be an object such as {\"untranslated\": \"off\"}")
      }
      for (id, setting) in settings.sorted(by: { $0.key < $1.key }) {
        guard Rule.named(id) != nil else { throw invalid(id, "unknown rule \"\(id)\"; docs/rules.md lists the rules") }
        guard let written = setting as? String, let parsed = RuleSetting(rawValue: written) else {
          throw invalid(id, "rule \"\(id)\" must be set to \"on\", \"off\", \"warning\" or \"error\"")
        }
        rules[id] = parsed
      }
    }
    if let value = fields["languages"] {
      guard let goals = value as? [String: Any] else {
        throw invalid("languages", "\"languages\" must be an object such as {\"ko\": \"complete\", \"fr\": {\"minimum\": 60}}")
      }
      for (language, goal) in goals.sorted(by: { $0.key < $1.key }) {
        guard let parsed = Self.goal(goal) else {
          throw invalid(
            language, "language \"\(language)\" must be \"complete\", \"in progress\" or {\"minimum\": N} with N from 0 to 100")
        }
        languages[language] = parsed
      }
    }
    sources = try SourceSettings(fields: fields, invalid: invalid)
    if let value = fields["format"] {
      guard let name = value as? String, let parsed = ReportFormat(rawValue: name) else {
        throw invalid("format", "\"format\" must be one of \(ReportFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
      }
      format = parsed
    }
  }

  private static let knownFields = Set([
    "folders", "developmentLanguage", "ignore", "rules", "allowUntranslated", "placeholders", "languages", "format",
  ]).union(SourceSettings.fields)

  /// A language's goal as written: `"complete"`, `"in progress"`, or `{"minimum": 60}`.
  private static func goal(_ value: Any) -> LanguageGoal? {
    if let word = value as? String {
      return switch word {
      case "complete": .complete
      case "in progress", "in-progress": .inProgress(minimum: 0)
      default: nil
      }
    }
    guard let object = value as? [String: Any], object.count == 1, let minimum = object["minimum"] as? Int, (0...100).contains(minimum)
    else { return nil }
    return .inProgress(minimum: minimum)
  }

  /// Where `"field"` is first written as a key, 1-based; the start of the file when it cannot be found.
  private static func location(of field: String, in text: String) -> (line: Int, column: Int) {
    guard let range = text.range(of: "\"\(field)\"") else { return (1, 1) }
    let before = text[..<range.lowerBound]
    let line = before.count(where: { $0 == "\n" }) + 1
    let column =
      before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
    return (line, column)
  }

  /// `report` with the `rules` settings applied: findings of a rule set `off`, or off by default and not turned on,
  /// are gone; the others take the severity set for their rule.
  public func applied(to report: CheckReport) -> CheckReport {
    var result = report
    result.findings = report.findings.compactMap { finding in
      guard let setting = rules[finding.rule] else { return Self.offByDefault.contains(finding.rule) ? nil : finding }
      var changed = finding
      switch setting {
      case .on: break
      case .off: return nil
      case .warning: changed.severity = .warning
      case .error: changed.severity = .error
      }
      return changed
    }
    return result
  }

  /// The ids of the rules that report only where `rules` turns them on.
  private static let offByDefault = Set(Rule.all.filter { !$0.onByDefault }.map(\.id))
}

/// Why `.copydeck.json` cannot be used (`copydeck check` exits 2).
public enum ProjectFileError: Error, Sendable, CustomStringConvertible {
  /// The file exists but cannot be read.
  case unreadable(String, FileProblem)
  /// A field is unknown or has a wrong value, at `line:column`.
  case invalid(file: String, line: Int, column: Int, message: String)

  /// `file:line:column: error: what; what to do`.
  public var description: String {
    switch self {
    case .unreadable(let file, let problem): "\(file):1:1: error: \(problem.message); \(problem.hint)"
    case .invalid(let file, let line, let column, let message): "\(file):\(line):\(column): error: \(message)"
    }
  }
}
