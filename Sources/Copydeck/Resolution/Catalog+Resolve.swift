import Foundation

extension Catalog {
  /// Resolves entry `id` for `locale` (`ko-KR`, `ko_KR`, `zh-Hant-TW`), filling its specifiers with `arguments`.
  ///
  /// Tries the locale's chain of catalog languages, then the development language, and uses the
  /// first language in which *every* part of the entry is present, non-empty, well-formed, takes
  /// the development language's arguments and can be filled with `arguments`. If none can, the
  /// common failure is resolved instead; if even that fails, a built-in sentence in the requested
  /// language. Never crashes and never returns a raw key; ``ResolvedCopy/trail`` says what happened.
  ///
  /// An entry without arguments resolves from a precomputed result without allocating.
  public func resolve(id: String, locale: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    let entry = resolver.entryIndex[id]
    let chain = resolver.languages.chain(for: locale)
    if arguments.isEmpty, let copy = precomputed(entry: entry, chain: chain, locale: locale) { return copy }
    if !arguments.isEmpty, let copy = fromTemplate(entry: entry, requested: id, chain: chain, locale: locale, arguments: arguments) {
      return copy
    }
    return resolve(
      entry: entry, requested: id, chain: chain, locale: locale, arguments: arguments,
      unknown: "the catalog has no entry '\(id)'")
  }

  /// Resolves the entry that server code `code` (e.g. `CGF0003`) maps to; an unknown code resolves to the common failure.
  public func resolve(code: String, locale: String, arguments: [CopyArgument] = []) -> ResolvedCopy {
    let entry = resolver.codeIndex[code]
    let chain = resolver.languages.chain(for: locale)
    if arguments.isEmpty, var copy = precomputed(entry: entry, chain: chain, locale: locale) {
      copy.requested = code
      return copy
    }
    if !arguments.isEmpty, let copy = fromTemplate(entry: entry, requested: code, chain: chain, locale: locale, arguments: arguments) {
      return copy
    }
    return resolve(
      entry: entry, requested: code, chain: chain, locale: locale, arguments: arguments,
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

  private func precomputed(entry: Int?, chain: LanguageChain, locale: String) -> ResolvedCopy? {
    guard let entry, let slot = plainChains.firstIndex(of: chain), var copy = plain[slot * resolver.entryCount + entry],
      copy.id != BuiltInCopy.id  // the built-in sentence's language depends on the locale, not the chain
    else { return nil }
    copy.locale = locale
    return copy
  }

  /// The copy of a call with arguments from its entry's template for `chain`, when the template covers the call.
  private func fromTemplate(
    entry: Int?, requested: String, chain: LanguageChain, locale: String, arguments: [CopyArgument]
  ) -> ResolvedCopy? {
    guard let entry, let slot = plainChains.firstIndex(of: chain), let template = templates[slot * resolver.entryCount + entry]
    else { return nil }
    return resolver.resolve(template, requested: requested, arguments: arguments, locale: locale)
  }

  private func resolve(
    entry: Int?, requested: String, chain: LanguageChain, locale: String, arguments: [CopyArgument], unknown: @autoclosure () -> String
  ) -> ResolvedCopy {
    guard let entry else {
      var copy = resolver.resolveCommonFailure(requested: requested, chain: chain, locale: locale)
      copy.markFallback(prepending: [ResolutionStep(entry: requested, language: nil, outcome: .skipped, reason: unknown())])
      return copy
    }
    return resolver.resolve(entry: entry, requested: requested, chain: chain, arguments: arguments, locale: locale)
  }
}
