import Foundation

/// A catalog's languages with their parsed tags: turns a requested locale into the fallback chain
/// of catalog languages, and explains the locale's candidates the catalog does not have.
///
/// A locale's chain and a list of preferred languages' match are worked out once and kept (behind a lock), so a
/// resolution does not parse its locale again.
package final class LanguageList: @unchecked Sendable {
  /// The catalog's languages as the manifest writes them, e.g. `["en", "ko"]`.
  package let names: [String]
  /// The index of the development language in ``names``.
  package let development: Int
  private let tags: [LanguageTag?]
  private let lock = NSLock()
  /// The chain of each locale asked for so far, and the catalog language matched to each list of preferences.
  private var chains: [String: [Int]] = [:]
  private var matches: [[String]: String] = [:]

  package init(names: [String], development: Int) {
    self.names = names
    self.development = development
    tags = names.map { LanguageTag($0) }
  }

  /// The index of the catalog language that is exactly `candidate`, if any.
  private func index(of candidate: LanguageTag) -> Int? {
    tags.firstIndex { $0 == candidate }
  }

  /// The catalog languages to try for `locale`: the languages among the locale's candidates (most
  /// specific first), then the development language, each once.
  package func chain(for locale: String) -> [Int] {
    lock.withLock {
      if let chain = chains[locale] { return chain }
      let chain = newChain(for: locale)
      chains[locale] = chain
      return chain
    }
  }

  /// How many locales' chains are kept (each was worked out once).
  package var chainsWorkedOut: Int { lock.withLock { chains.count } }

  /// The catalog language for `preferences`, which `match` works out once per list.
  package func language(for preferences: [String], match: ([String]) -> String) -> String {
    lock.withLock {
      if let language = matches[preferences] { return language }
      let language = match(preferences)
      matches[preferences] = language
      return language
    }
  }

  private func newChain(for locale: String) -> [Int] {
    var chain: [Int] = []
    if let tag = LanguageTag(locale) {
      for candidate in tag.candidates {
        if let index = index(of: candidate), !chain.contains(index) { chain.append(index) }
      }
    }
    if !chain.contains(development) { chain.append(development) }
    return chain
  }

  /// The steps that explain the locale: each of its candidates the catalog lacks, or that it is not a locale at all.
  package func localeSteps(for locale: String) -> [ResolutionStep] {
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
  package func builtInLanguage(for locale: String) -> String {
    guard let tag = LanguageTag(locale) else { return "en" }
    return tag.language == "ko" ? "ko" : "en"
  }
}
