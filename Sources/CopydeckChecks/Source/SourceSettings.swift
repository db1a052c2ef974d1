import CopydeckSource
import Foundation

/// What `.copydeck.json` says about the app's code: which sources `copydeck check` scans, the app's own lookup
/// functions, and the keys it builds at run time.
///
/// ```json
/// {
///   "sources": {"paths": ["App", "Widget"], "exclude": ["*/Debug/*", "*Mock*"]},
///   "lookups": [{"function": "L10n.tr", "key": 2, "table": 1}, {"property": "localized"}],
///   "dynamicKeys": ["country.*", "error.?.title"]
/// }
/// ```
///
/// `"sources": false` turns the scan off; without `"sources"` the whole repository is scanned (without the folders
/// `"ignore"` names); a list is the paths alone. `exclude` are glob patterns of files left out (internal QA, debug
/// and mock screens). `dynamicKeys` are glob patterns (`*` any run of characters, `?` one): a key that matches one
/// is used by the code even when no literal names it, and declaring them turns `key-unused` on where the code builds
/// keys at run time.
public struct SourceSettings: Sendable, Equatable {
  /// Whether `copydeck check` scans the sources at all.
  public var enabled = true
  /// The files and folders to scan, relative to the root; `nil` scans the whole repository.
  public var paths: [String]?
  /// Glob patterns of source paths (relative to the root) not scanned: internal screens no person using the app sees.
  public var exclude: [String] = []
  /// The app's own lookup functions and properties.
  public var lookups: [LookupWrapper] = []
  /// The patterns of keys the code builds at run time.
  public var dynamicKeys: [String] = []

  /// The fields of `.copydeck.json` these settings read.
  static let fields: Set<String> = ["sources", "lookups", "dynamicKeys"]

  /// Creates the default settings: scan everything, no wrappers, no dynamic keys.
  public init() {}

  /// Reads the settings from the fields of a project file; `invalid(field, message)` makes the error placed at a field.
  init(fields: [String: Any], invalid: (String, String) -> ProjectFileError) throws(ProjectFileError) {
    if let value = fields["sources"] {
      if let flag = value as? Bool {
        enabled = flag
      } else if let list = value as? [String] {
        paths = list
      } else if let object = value as? [String: Any] {
        if let unknown = object.keys.sorted().first(where: { !["paths", "exclude"].contains($0) }) {
          throw invalid(unknown, "unknown field \"\(unknown)\" in \"sources\"; the fields are paths and exclude")
        }
        for field in ["paths", "exclude"] where object[field] != nil && !(object[field] is [String]) {
          throw invalid(field, "\"\(field)\" of \"sources\" must be a list of strings, such as [\"*/Debug/*\"]")
        }
        paths = object["paths"] as? [String]
        exclude = object["exclude"] as? [String] ?? []
      } else {
        throw invalid(
          "sources",
          "\"sources\" must be a list of folders to scan, such as [\"App\"], an object such as {\"exclude\": [\"*/Debug/*\"]}, or false to scan no code"
        )
      }
    }
    if let value = fields["dynamicKeys"] {
      guard let list = value as? [String] else {
        throw invalid("dynamicKeys", "\"dynamicKeys\" must be a list of key patterns, such as [\"country.*\"]")
      }
      dynamicKeys = list
    }
    if let value = fields["lookups"] {
      guard let list = value as? [[String: Any]] else {
        throw invalid("lookups", "\"lookups\" must be a list of objects such as {\"function\": \"L10n.tr\", \"key\": 2, \"table\": 1}")
      }
      lookups = try list.map { object throws(ProjectFileError) in try Self.wrapper(object, invalid: invalid) }
    }
  }

  private static func wrapper(
    _ object: [String: Any], invalid: (String, String) -> ProjectFileError
  ) throws(ProjectFileError) -> LookupWrapper {
    let known: Set<String> = ["function", "property", "key", "table", "tableName"]
    if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
      throw invalid(unknown, "unknown field \"\(unknown)\" in a lookup; the fields are function or property, key, table, tableName")
    }
    func argument(_ field: String) throws(ProjectFileError) -> LookupWrapper.Argument? {
      guard let value = object[field] else { return nil }
      if let label = value as? String, !label.isEmpty { return .label(label) }
      if let position = value as? Int, position >= 1 { return .position(position) }
      throw invalid(field, "\"\(field)\" of a lookup must be an argument's 1-based position (2) or its label (\"key\")")
    }
    let tableName = object["tableName"] as? String
    if object["tableName"] != nil, tableName == nil { throw invalid("tableName", "\"tableName\" of a lookup must be a table's name") }
    if let name = object["function"] as? String, !name.isEmpty, object["property"] == nil {
      return LookupWrapper(
        name: name, shape: .function, key: try argument("key") ?? .position(1), table: try argument("table"), tableName: tableName)
    }
    if let name = object["property"] as? String, !name.isEmpty, object["function"] == nil {
      return LookupWrapper(name: name, shape: .property, tableName: tableName)
    }
    throw invalid("lookups", "each lookup needs one name: \"function\" (L10n.tr) or \"property\" (localized)")
  }

  /// Whether `key` matches one of the dynamic-key patterns.
  func isDynamic(_ key: String) -> Bool {
    dynamicKeys.contains { Self.matches(Array(key.unicodeScalars), Array($0.unicodeScalars)) }
  }

  /// Whether the source file at `path` (relative to the root) matches one of the exclusion patterns.
  func isExcluded(_ path: String) -> Bool {
    exclude.contains { Self.matches(Array(path.unicodeScalars), Array($0.unicodeScalars)) }
  }

  /// Glob matching with `*` and `?`, in time linear in the key times the pattern's stars.
  static func matches(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar]) -> Bool {
    var (t, p) = (0, 0)
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        t += 1
        p += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = (p, t)
        p += 1
      } else if let last = star {
        p = last.pattern + 1
        t = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
