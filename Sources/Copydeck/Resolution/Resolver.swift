/// The resolution algorithm over a catalog's checked copy: each entry's copy in each language, checked when it is
/// first resolved there, and the walk down a chain of languages to the first one in which the whole entry can be shown.
package struct Resolver: Sendable {
  package let entries: [EntryDefinition]
  package let languages: LanguageList
  package let commonFailure: String
  package let commonFailureIndex: Int
  /// The entry with each id, and the entry each server code maps to.
  package let entryIndex: [String: Int]
  package let codeIndex: [String: Int]
  /// Each entry's copy in each catalog language, checked on first use.
  package let copies: CheckedCopies
  /// One formatter per catalog language (its number separators).
  let formatters: [CopyFormatter]
  /// The CLDR plural rules of each catalog language, which choose the form a count takes.
  package let pluralRules: [PluralRules]

  /// A resolver of `manifest` whose tables `read` gives (table name, language), each when first needed.
  init(manifest: CatalogManifest, read: @escaping CheckedCopies.Read) {
    entries = manifest.entries
    let names = manifest.languages
    let development = names.firstIndex(of: manifest.developmentLanguage) ?? 0
    languages = LanguageList(names: names, development: development)
    // The first entry wins an id or code the manifest repeats (a manifest built in code is not validated).
    entryIndex = Dictionary(manifest.entries.indices.map { (manifest.entries[$0].id, $0) }) { first, _ in first }
    codeIndex = Dictionary(manifest.entries.indices.flatMap { index in manifest.entries[index].codes.map { ($0, index) } }) { first, _ in
      first
    }
    commonFailure = manifest.commonFailure
    commonFailureIndex = entryIndex[manifest.commonFailure] ?? 0
    copies = CheckedCopies(entries: manifest.entries, languages: names, development: development, read: read)
    formatters = names.map { CopyFormatter(symbols: NumberSymbols(language: $0)) }
    pluralRules = names.map(PluralRules.init(language:))
  }

  /// Walks `chain` for entry `index`: each language whose copy is invalid adds its reason to `steps` and is skipped;
  /// each valid one goes to `body` with its texts, until `body` gives a result.
  package func firstValidLanguage<Found>(
    _ entry: EntryDefinition, index: Int, chain: [Int], steps: inout [ResolutionStep],
    _ body: (_ language: Int, _ texts: EntryTexts, _ steps: inout [ResolutionStep]) -> Found?
  ) -> Found? {
    for language in chain {
      switch copies.copy(of: index, language: language) {
      case .valid(let texts):
        if let found = body(language, texts, &steps) { return found }
      case .invalid(let reason):
        steps.append(ResolutionStep(entry: entry.id, language: languages.names[language], outcome: .skipped, reason: reason))
      }
    }
    return nil
  }

  /// The full algorithm for one entry and chain (also used to precompute the argument-free results).
  package func resolve(entry: Int, requested: String, chain: [Int], arguments: [CopyArgument], locale: String) -> ResolvedCopy {
    var steps: [ResolutionStep] = []
    if let copy = resolveWhole(entry: entry, requested: requested, chain: chain, arguments: arguments, locale: locale, steps: &steps) {
      return copy
    }
    let id = entries[entry].id
    let reason = "no language has every part of '\(id)' valid; showing the common failure"
    steps.append(ResolutionStep(entry: id, language: nil, outcome: .skipped, reason: reason))
    var copy = resolveCommonFailure(requested: requested, chain: chain, locale: locale, skipping: entry)
    copy.markFallback(prepending: steps)
    return copy
  }

  package func resolveCommonFailure(requested: String, chain: [Int], locale: String, skipping: Int? = nil) -> ResolvedCopy {
    var steps: [ResolutionStep] = []
    if commonFailureIndex != skipping,
      let copy = resolveWhole(
        entry: commonFailureIndex, requested: requested, chain: chain, arguments: [], locale: locale, steps: &steps)
    {
      return copy
    }
    let language = languages.builtInLanguage(for: locale)
    steps.append(
      ResolutionStep(
        entry: BuiltInCopy.id, language: language, outcome: .used,
        reason: "the common failure '\(commonFailure)' is not valid in any language; showing the built-in sentence"))
    return ResolvedCopy(
      id: BuiltInCopy.id, requested: requested, kind: .errorScreen, category: .common, language: language,
      title: BuiltInCopy.title(language), message: BuiltInCopy.message(language),
      buttons: [ButtonCopy(id: "retry", label: BuiltInCopy.retryLabel(language), role: .default, preferred: true)],
      isRetryable: true, severity: .critical, locale: locale, steps: steps, languages: languages, isFallback: true)
  }

  /// The first language of `chain` in which the whole entry is valid and fills with `arguments`, or `nil`.
  private func resolveWhole(
    entry index: Int, requested: String, chain: [Int], arguments: [CopyArgument], locale: String,
    steps: inout [ResolutionStep]
  ) -> ResolvedCopy? {
    let entry = entries[index]
    return firstValidLanguage(entry, index: index, chain: chain, steps: &steps) { language, texts, steps in
      let name = languages.names[language]
      // Without arguments no number is formatted, so the language's separators (`Locale`) are not read.
      let formatter = formatters[language]
      let rules = pluralRules[language]
      var notes: [String] = []
      /// The part's form for the count, filled with the arguments.
      func fill(_ text: PluralText) throws(CopyFormatter.Failure) -> String {
        let form: CompiledText
        do throws(PluralText.Missing) {
          form = try text.select(arguments, rules: rules, notes: &notes)
        } catch {
          throw CopyFormatter.Failure(message: error.message)
        }
        return try formatter.format(form, arguments, notes: &notes)
      }
      do throws(CopyFormatter.Failure) {
        let title = try texts.title.map { text throws(CopyFormatter.Failure) in try fill(text) }
        let message = try texts.message.map { text throws(CopyFormatter.Failure) in try fill(text) }
        var buttons: [ButtonCopy] = []
        for (button, text) in zip(entry.buttons, texts.buttons) {
          let label = try fill(text)
          buttons.append(ButtonCopy(id: button.id, label: label, role: button.role, preferred: button.preferred))
        }
        let used = texts.highestPosition
        if arguments.count > used {
          notes.append("\(arguments.count - used) extra argument(s) not used by the copy")
        }
        var reason =
          language == languages.development ? "every part is present and valid (development language)" : "every part is present and valid"
        if !notes.isEmpty { reason += "; " + notes.joined(separator: "; ") }
        steps.append(ResolutionStep(entry: entry.id, language: name, outcome: .used, reason: reason))
        return ResolvedCopy(
          id: entry.id, requested: requested, kind: entry.kind, category: entry.category, language: name, title: title,
          message: message, buttons: buttons, isRetryable: entry.retryable, severity: entry.severity, locale: locale,
          steps: steps, languages: languages, style: entry.presentation)
      } catch {
        steps.append(ResolutionStep(entry: entry.id, language: name, outcome: .skipped, reason: error.message))
        return nil
      }
    }
  }
}
