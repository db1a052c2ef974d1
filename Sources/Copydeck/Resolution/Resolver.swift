/// The resolution algorithm over a catalog's checked copy: the state it needs and nothing else,
/// so ``Catalog`` can precompute results with it while it is being built.
struct Resolver: Sendable {
  let manifest: CatalogManifest
  let languages: LanguageList
  let entryIndex: [String: Int]
  let codeIndex: [String: Int]
  let commonFailureIndex: Int
  /// `copies[entry][language]`: each entry's checked copy in each catalog language, checked on the entry's first use.
  let copies: LazySlots<[EntryCopy]>
  /// One formatter per catalog language (its number separators).
  let formatters: [CopyFormatter]
  /// The CLDR plural rules of each catalog language, which choose the form a count takes.
  let pluralRules: [PluralRules]

  /// The resolver of `manifest` over `folder`; with `previous` (a resolver of the same manifest), the entries `keep`
  /// accepts start with the copy `previous` has already checked.
  init(
    manifest: CatalogManifest, folder: LocalizationsFolder, keeping previous: Resolver? = nil, where keep: (Int) -> Bool = { _ in false }
  ) {
    self.manifest = manifest
    let development = manifest.languages.firstIndex(of: manifest.developmentLanguage) ?? 0
    languages = LanguageList(names: manifest.languages, development: development)
    entryIndex = Dictionary(manifest.entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    codeIndex = Dictionary(
      manifest.entries.enumerated().flatMap { index, entry in entry.codes.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    commonFailureIndex = entryIndex[manifest.commonFailure] ?? 0
    let validator = EntryValidator(folder: folder, languages: manifest.languages, development: development)
    let check: @Sendable (Int) -> [EntryCopy] = { validator.copies(of: manifest.entries[$0]) }
    copies =
      previous.map { LazySlots(count: manifest.entries.count, keeping: $0.copies, where: keep, compute: check) }
      ?? LazySlots(count: manifest.entries.count, compute: check)
    formatters = manifest.languages.map { CopyFormatter(symbols: NumberSymbols(language: $0)) }
    pluralRules = manifest.languages.map(PluralRules.init(language:))
  }

  /// The full algorithm for one entry and chain (also used to precompute the argument-free results).
  func resolve(entry: Int, requested: String, chain: LanguageChain, arguments: [CopyArgument], locale: String) -> ResolvedCopy {
    var steps: [ResolutionStep] = []
    if let copy = resolveWhole(entry: entry, requested: requested, chain: chain, arguments: arguments, locale: locale, steps: &steps) {
      return copy
    }
    let id = manifest.entries[entry].id
    steps.append(
      ResolutionStep(
        entry: id, language: nil, outcome: .skipped,
        reason: "no language has every part of '\(id)' valid; showing the common failure"))
    var copy = resolveCommonFailure(requested: requested, chain: chain, locale: locale, skipping: entry)
    copy.markFallback(prepending: steps)
    return copy
  }

  func resolveCommonFailure(requested: String, chain: LanguageChain, locale: String, skipping: Int? = nil) -> ResolvedCopy {
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
        reason: "the common failure '\(manifest.commonFailure)' is not valid in any language; showing the built-in sentence"))
    return ResolvedCopy(
      id: BuiltInCopy.id, requested: requested, kind: .errorScreen, category: .common, language: language,
      title: BuiltInCopy.title(language), message: BuiltInCopy.message(language),
      buttons: [ButtonCopy(id: "retry", label: BuiltInCopy.retryLabel(language), role: .default, preferred: true)],
      isRetryable: true, severity: .critical, locale: locale, steps: steps, languages: languages, isFallback: true)
  }

  /// The first language of `chain` in which the whole entry is valid and fills with `arguments`, or `nil`.
  private func resolveWhole(
    entry index: Int, requested: String, chain: LanguageChain, arguments: [CopyArgument], locale: String,
    steps: inout [ResolutionStep]
  ) -> ResolvedCopy? {
    let entry = manifest.entries[index]
    let copies = copies[index]
    for language in chain {
      let name = manifest.languages[language]
      guard case .valid(let texts) = copies[language] else {
        if case .invalid(let reason) = copies[language] {
          steps.append(ResolutionStep(entry: entry.id, language: name, outcome: .skipped, reason: reason))
        }
        continue
      }
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
        var reason = "every part is present and valid"
        if language == languages.development { reason += " (development language)" }
        if !notes.isEmpty { reason += "; " + notes.joined(separator: "; ") }
        steps.append(ResolutionStep(entry: entry.id, language: name, outcome: .used, reason: reason))
        return ResolvedCopy(
          id: entry.id, requested: requested, kind: entry.kind, category: entry.category, language: name, title: title,
          message: message, buttons: buttons, isRetryable: entry.retryable, severity: entry.severity, locale: locale,
          steps: steps, languages: languages, style: entry.presentation)
      } catch {
        steps.append(ResolutionStep(entry: entry.id, language: name, outcome: .skipped, reason: error.message))
      }
    }
    return nil
  }
}
