/// A catalog's languages with their parsed tags: turns a requested locale into the fallback chain
/// of catalog languages, and explains the locale's candidates the catalog does not have.
final class LanguageList: Sendable {
  /// The catalog's languages as the manifest writes them, e.g. `["en", "ko"]`.
  let names: [String]
  /// The index of the development language in ``names``.
  let development: Int
  private let tags: [LanguageTag?]

  init(names: [String], development: Int) {
    self.names = names
    self.development = development
    tags = names.map { LanguageTag($0) }
  }

  /// The index of the catalog language that is exactly `candidate`, if any.
  private func index(of candidate: LanguageTag) -> Int? {
    tags.firstIndex { $0 == candidate }
  }

  /// The catalog languages to try for `locale`, as indices into ``names``: the languages among the
  /// locale's candidates (most specific first), then the development language.
  func chain(for locale: String) -> [Int] {
    var chain: [Int] = []
    for candidate in LanguageTag(locale).map(\.candidates).map(Array.init) ?? [] {
      if let index = index(of: candidate), !chain.contains(index) { chain.append(index) }
    }
    if !chain.contains(development) { chain.append(development) }
    return chain
  }

  /// The same chain as ``chain(for:)`` packed into 4-bit slots (index + 1, first language in the
  /// lowest slot), computed without allocating; `nil` when the catalog has 15 languages or more.
  func chainCode(for locale: String) -> UInt64? {
    guard names.count < 15 else { return nil }
    var code: UInt64 = 0
    var shift: UInt64 = 0
    if let tag = LanguageTag(locale) {
      for candidate in tag.candidates {
        guard let index = index(of: candidate) else { continue }
        Self.add(index, to: &code, shift: &shift)
      }
    }
    Self.add(development, to: &code, shift: &shift)
    return code
  }

  /// Appends `index + 1` in the next 4-bit slot unless the code has it already.
  private static func add(_ index: Int, to code: inout UInt64, shift: inout UInt64) {
    var rest = code
    while rest != 0 {
      if rest & 0xF == UInt64(index + 1) { return }
      rest >>= 4
    }
    code |= UInt64(index + 1) << shift
    shift += 4
  }

  /// Packs a chain of indices the way ``chainCode(for:)`` does.
  static func code(of chain: [Int]) -> UInt64 {
    chain.enumerated().reduce(0) { $0 | UInt64($1.element + 1) << UInt64(4 * $1.offset) }
  }

  /// The steps that explain the locale: each of its candidates the catalog lacks, or that it is not a locale at all.
  func localeSteps(for locale: String) -> [ResolutionStep] {
    guard let tag = LanguageTag(locale) else {
      return [
        ResolutionStep(
          entry: nil, language: locale, outcome: .skipped,
          reason: "'\(locale)' is not a locale identifier; the development language is used")
      ]
    }
    return tag.candidates.filter { index(of: $0) == nil }.map { candidate in
      ResolutionStep(
        entry: nil, language: candidate.identifier, outcome: .skipped,
        reason: "the catalog has no \(candidate.identifier) (it has \(names.joined(separator: ", ")))")
    }
  }

  /// The language of the built-in text for `locale`: Korean or English.
  func builtInLanguage(for locale: String) -> String {
    guard let tag = LanguageTag(locale) else { return "en" }
    return tag.language == LanguageTag.ko ? "ko" : "en"
  }
}
