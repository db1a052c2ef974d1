import Foundation

/// A catalog's languages with their parsed tags: turns a requested locale into the fallback chain
/// of catalog languages, and explains the locale's candidates the catalog does not have.
///
/// Its only mutable state, the chains of recent locales, is read and written under a lock.
final class LanguageList: Sendable {
  /// The catalog's languages as the manifest writes them, e.g. `["en", "ko"]`.
  let names: [String]
  /// The index of the development language in ``names``.
  let development: Int
  private let tags: [LanguageTag?]
  /// The chains of the last few locales asked for (an app asks for one or two), so that a call compares its locale
  /// with them instead of parsing it again; at most ``recentLimit``, replaced oldest first.
  private let recent = Locked(Recent())
  private static let recentLimit = 4

  private struct Recent {
    var chains: [(locale: String, chain: LanguageChain)] = []
    var nextReplaced = 0
  }

  init(names: [String], development: Int) {
    self.names = names
    self.development = development
    tags = names.map { LanguageTag($0) }
  }

  /// The index of the catalog language that is exactly `candidate`, if any.
  private func index(of candidate: LanguageTag) -> Int? {
    tags.firstIndex { $0 == candidate }
  }

  /// The catalog languages to try for `locale`: the languages among the locale's candidates (most
  /// specific first), then the development language. Computed without allocating (after the first calls with a new
  /// locale, which remember its chain), and for a recent locale without parsing it.
  func chain(for locale: String) -> LanguageChain {
    let remembered = recent.withLock { recent in recent.chains.first { $0.locale == locale }?.chain }
    if let remembered { return remembered }
    let chain = parsedChain(for: locale)
    recent.withLock { recent in
      guard !recent.chains.contains(where: { $0.locale == locale }) else { return }
      if recent.chains.count < Self.recentLimit {
        recent.chains.append((locale, chain))
      } else {
        recent.chains[recent.nextReplaced] = (locale, chain)
        recent.nextReplaced = (recent.nextReplaced + 1) % Self.recentLimit
      }
    }
    return chain
  }

  /// ``chain(for:)`` computed from the parsed locale.
  private func parsedChain(for locale: String) -> LanguageChain {
    var chain = LanguageChain()
    if let tag = LanguageTag(locale) {
      for candidate in tag.candidates {
        if let index = index(of: candidate) { chain.append(index) }
      }
    }
    chain.append(development)
    return chain
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
