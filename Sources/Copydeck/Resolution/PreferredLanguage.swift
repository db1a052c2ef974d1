import Foundation

extension Catalog {
  /// The catalog language `Bundle` would show for `preferences` (the user's preferred languages, most preferred
  /// first, as `Locale.preferredLanguages` gives them with the per-app language setting): the development language
  /// when none matches.
  ///
  /// On Apple platforms this is `Bundle.preferredLocalizations(from:forPreferences:)` itself. Elsewhere (where
  /// swift-corelibs-foundation's implementation answers `["en"]` for `["ja-JP", "ko-KR"]` over `en` and `ko`) a
  /// matcher that follows Apple's documented behaviour: each preference in order, the catalog language that is the
  /// same tag, else the same language and script, else the same language; the first match wins.
  /// Worked out once per list of preferences.
  func preferredLanguage(for preferences: [String]) -> String {
    resolver.languages.language(for: preferences) { preferences in
      #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        Bundle.preferredLocalizations(from: languages, forPreferences: preferences).first ?? developmentLanguage
      #else
        Self.matchedLanguage(languages, preferences: preferences) ?? developmentLanguage
      #endif
    }
  }

  /// The first of `available` that matches a preference (see ``preferredLanguage(for:)``), or `nil`.
  static func matchedLanguage(_ available: [String], preferences: [String]) -> String? {
    let tags = available.map { ($0, LanguageTag($0)) }
    for preference in preferences {
      guard let wanted = LanguageTag(preference) else { continue }
      if let exact = tags.first(where: { $0.1 == wanted }) { return exact.0 }
      let sameScript = tags.first { name, tag in
        guard let tag, tag.language == wanted.language else { return false }
        return tag.writtenScript == wanted.writtenScript
      }
      if let sameScript { return sameScript.0 }
      if let sameLanguage = tags.first(where: { $0.1?.language == wanted.language && $0.1?.script == "" }) { return sameLanguage.0 }
    }
    return nil
  }
}
