import Foundation

/// Everything a page's controls choose, read from and written back to the URL query so a link reproduces the view.
///
/// Unknown or missing values fall back to the defaults; nothing from the query reaches the page unescaped.
struct PreviewOptions: Equatable {
  /// Which language(s) to draw.
  enum Language: Equatable {
    /// Every language of the catalog side by side (Korean first).
    case all
    /// One language of the catalog, e.g. `ko`.
    case one(String)
    /// A pseudo-language derived from the development language.
    case pseudo(PseudoLanguage)

    /// The query value: `both`, a language code, or a pseudo-language's token.
    var token: String {
      switch self {
      case .all: "both"
      case .one(let code): code
      case .pseudo(let pseudo): pseudo.rawValue
      }
    }
  }

  /// Light or dark appearance.
  enum Appearance: String, CaseIterable {
    case light, dark
  }

  /// A Dynamic Type size: the default and larger ones, including accessibility sizes.
  enum TextSize: String, CaseIterable {
    case large, xxxLarge = "xxxl", ax1, ax3, ax5

    /// Whether this is one of the accessibility sizes (AX1 and larger).
    var isAccessibility: Bool { rawValue.hasPrefix("ax") }
  }

  /// Which generation of the system alert to draw.
  enum Design: String, CaseIterable {
    /// iOS 26: wide, round, left-aligned glass card with capsule buttons (the default).
    case ios26
    /// iOS 13–18: 270 pt blurred card, centred text, hairlines, blue text buttons.
    case classic
  }

  var language: Language = .all
  var appearance: Appearance = .light
  var textSize: TextSize = .large
  var design: Design = .ios26
  /// Sample argument values typed in the page, keyed `LANGUAGE.NAME` (query `arg.LANGUAGE.NAME`).
  var arguments: [String: String] = [:]
  /// The count chosen for a plural entry's counting argument, the same in every language, keyed by the argument's
  /// name (query `count.NAME`); it takes the place of that argument's sample values.
  var counts: [String: String] = [:]
  /// The index page's search text (query `q`).
  var search = ""
  /// Whether the index page shows only entries with findings (query `problems=1`).
  var problemsOnly = false
  /// The page of a paged index, from 1 (query `page`).
  var page = 1

  /// The prefix of query keys that carry sample argument values.
  static let argumentPrefix = "arg."
  /// The prefix of query keys that carry the count of a plural entry's counting argument.
  static let countPrefix = "count."
  /// The counts a plural entry's count control offers: each English form, and a number whose last digit is 1 (the
  /// `one` form of Russian or Ukrainian, `other` in English).
  static let sampleCounts = ["0", "1", "2", "5", "21"]

  init() {}

  /// The query key of the sample value of argument `name` in `language`: `arg.ko.reason`.
  static func argumentKey(language: String, name: String) -> String {
    "\(argumentPrefix)\(language).\(name)"
  }

  /// The sample value typed in the page for argument `name` in `language`, if any.
  func argument(_ name: String, language: String) -> String? {
    arguments["\(language).\(name)"]
  }

  /// Reads the options from a decoded query; `languages` are the catalog's languages.
  init(query: [String: String], languages: [String]) {
    if let value = query["lang"] {
      if let pseudo = PseudoLanguage(rawValue: value) {
        language = .pseudo(pseudo)
      } else if languages.contains(value) {
        language = .one(value)
      }
    }
    appearance = query["appearance"].flatMap(Appearance.init(rawValue:)) ?? .light
    textSize = query["size"].flatMap(TextSize.init(rawValue:)) ?? .large
    design = query["design"].flatMap(Design.init(rawValue:)) ?? .ios26
    for (key, value) in query where key.hasPrefix(Self.argumentPrefix) {
      arguments[String(key.dropFirst(Self.argumentPrefix.count))] = value
    }
    for (key, value) in query where key.hasPrefix(Self.countPrefix) && Self.sampleCounts.contains(value) {
      counts[String(key.dropFirst(Self.countPrefix.count))] = value
    }
    search = query["q"] ?? ""
    problemsOnly = query["problems"] == "1"
    page = query["page"].flatMap { Int($0) }.map { max($0, 1) } ?? 1
  }

  /// The query string (with a leading `?`, or empty) that reproduces these options; defaults are left out.
  var queryString: String {
    var items: [(String, String)] = []
    if language != .all { items.append(("lang", language.token)) }
    if appearance != .light { items.append(("appearance", appearance.rawValue)) }
    if textSize != .large { items.append(("size", textSize.rawValue)) }
    if design != .ios26 { items.append(("design", design.rawValue)) }
    for name in arguments.keys.sorted() { items.append((Self.argumentPrefix + name, arguments[name] ?? "")) }
    for name in counts.keys.sorted() { items.append((Self.countPrefix + name, counts[name] ?? "")) }
    if !search.isEmpty { items.append(("q", search)) }
    if problemsOnly { items.append(("problems", "1")) }
    if page != 1 { items.append(("page", String(page))) }
    guard !items.isEmpty else { return "" }
    return "?" + items.map { "\(Self.percentEncode($0.0))=\(Self.percentEncode($0.1))" }.joined(separator: "&")
  }

  /// Percent-encodes a query key or value (everything but unreserved characters).
  static func percentEncode(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    allowed = allowed.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
