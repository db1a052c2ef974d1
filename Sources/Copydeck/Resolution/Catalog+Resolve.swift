import Foundation

extension Catalog {
  /// Resolves entry `id` for `locale` (`ko-KR`, `ko_KR`, `zh-Hant-TW`), filling its specifiers with `arguments`.
  ///
  /// Tries the locale's chain of catalog languages, then the development language, and uses the
  /// first language in which *every* part of the entry is present, non-empty, well-formed, takes
  /// the development language's arguments and can be filled with `arguments`. If none can, the
  /// common failure is resolved instead; if even that fails, a built-in sentence in the requested
  /// language. Never crashes and never returns a raw key; ``ResolvedCopy/trail`` says what happened.
  public func resolve(id: String, locale: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    resolve(
      entry: resolver.entryIndex[id], requested: id, locale: locale, arguments: arguments,
      unknown: "the catalog has no entry '\(id)'")
  }

  /// Resolves the entry that server code `code` (e.g. `CGF0003`) maps to; an unknown code resolves to the common failure.
  public func resolve(code: String, locale: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    resolve(
      entry: resolver.codeIndex[code], requested: code, locale: locale, arguments: arguments,
      unknown: "no entry maps the server code '\(code)'")
  }

  /// Resolves entry `id` for a Foundation `Locale`.
  public func resolve(id: String, locale: Locale, arguments: [CopyArgument] = []) -> ResolvedCopy {
    resolve(id: id, locale: locale.identifier, arguments: arguments)
  }

  /// Resolves server code `code` for a Foundation `Locale`.
  public func resolve(code: String, locale: Locale, arguments: [CopyArgument] = []) -> ResolvedCopy {
    resolve(code: code, locale: locale.identifier, arguments: arguments)
  }

  /// Resolves entry `id` in the language the app shows: the catalog language `Bundle` would choose for the user's
  /// preferred languages (`preferredLanguage(for:)`), then the catalog's chain for it.
  public func resolve(id: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    resolve(id: id, locale: preferredLanguage(for: Locale.preferredLanguages), arguments: arguments)
  }

  /// Resolves server code `code` in the language the app shows (see ``resolve(id:arguments:)``).
  public func resolve(code: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    resolve(code: code, locale: preferredLanguage(for: Locale.preferredLanguages), arguments: arguments)
  }

  private func resolve(
    entry: Int?, requested: String, locale: String, arguments: [CopyArgument], unknown: @autoclosure () -> String
  ) -> ResolvedCopy {
    let chain = resolver.languages.chain(for: locale)
    guard let entry else {
      var copy = resolver.resolveCommonFailure(requested: requested, chain: chain, locale: locale)
      copy.markFallback(prepending: [ResolutionStep(entry: requested, language: nil, outcome: .skipped, reason: unknown())])
      return copy
    }
    return resolver.resolve(entry: entry, requested: requested, chain: chain, arguments: arguments, locale: locale)
  }
}
