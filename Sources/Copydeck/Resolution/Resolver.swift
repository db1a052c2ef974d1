/// The resolution algorithm over a catalog's checked copy: the state it needs and nothing else,
/// so ``Catalog`` can precompute results with it while it is being built.
struct Resolver: Sendable {
  /// The manifest's records, each decoded on its first use (or all decoded already).
  let records: ManifestRecords
  let languages: LanguageList
  let commonFailureIndex: Int
  /// The entry with each id, and the entry each server code maps to: copies of the records' indexes (sharing their
  /// storage), kept here so a call reads them from the resolver itself instead of through the records object.
  let entryIndex: KeyPositions
  let codeIndex: KeyPositions
  /// The number of entries (the manifest's records).
  let entryCount: Int
  /// `references[entry]`: each entry's checked copy in the development language, checked on first use.
  let references: LazySlots<EntryCopy>
  /// `copies[entry * languages + language]`: each entry's checked copy in each catalog language, checked on first use
  /// of the entry in that language (against its ``references`` copy).
  let copies: LazySlots<EntryCopy>
  /// One formatter per catalog language (its number separators), made on the first call with arguments in that
  /// language: reading the separators from `Locale` (about 0.7 M instructions the first time in a process, for ICU)
  /// is work a launch that shows an entry without arguments does not need.
  let formatters: LazySlots<CopyFormatter>
  /// The CLDR plural rules of each catalog language, which choose the form a count takes.
  let pluralRules: [PluralRules]

  /// The resolver of `records` over `tables`; with `previous` (a resolver of the same entries), the entries `keep`
  /// accepts start with the copy `previous` has already checked.
  init(records: ManifestRecords, tables: TableSource, keeping previous: Resolver? = nil, where keep: (Int) -> Bool = { _ in false }) {
    self.records = records
    let development = records.languages.firstIndex(of: records.developmentLanguage) ?? 0
    let names = records.languages
    languages = LanguageList(names: names, development: development)
    entryIndex = records.entryIndex
    codeIndex = records.codeIndex
    entryCount = records.count
    commonFailureIndex = entryIndex[records.commonFailure] ?? 0
    let validator = EntryValidator(tables: tables, languages: names, development: development)
    let reference: @Sendable (Int) -> EntryCopy = { entry in
      guard case .success(let definition) = records.entry(entry) else { return .invalid(reason: "") }
      return validator.reference(of: definition)
    }
    let references =
      previous.map { LazySlots(count: records.count, keeping: $0.references, where: keep, compute: reference) }
      ?? LazySlots(count: records.count, compute: reference)
    self.references = references
    let copy: @Sendable (Int) -> EntryCopy = { slot in
      let (entry, language) = slot.quotientAndRemainder(dividingBy: names.count)
      guard case .success(let definition) = records.entry(entry) else { return .invalid(reason: "") }
      // Without reading the development language's table when the copy does not depend on it (the first resolution
      // of a launch then parses one table, as `Bundle` does).
      if let copy = validator.copyWithoutReference(of: definition, language: language) { return copy }
      return validator.copy(of: definition, language: language, reference: references[entry])
    }
    copies =
      previous.map { LazySlots(count: records.count * names.count, keeping: $0.copies, where: { keep($0 / names.count) }, compute: copy) }
      ?? LazySlots(count: records.count * names.count, compute: copy)
    formatters = LazySlots(count: names.count) { CopyFormatter(symbols: NumberSymbols(language: names[$0])) }
    pluralRules = names.map(PluralRules.init(language:))
  }

  /// Entry `entry`'s checked copy in catalog language `language`.
  func copy(entry: Int, language: Int) -> EntryCopy {
    copies[entry * languages.names.count + language]
  }

  /// Walks `chain` for entry `index` (defined by `entry`): each language whose copy is invalid adds its reason to
  /// `steps` and is skipped; each valid one goes to `body` with its texts, until `body` gives a result.
  ///
  /// The one walk the full algorithm and the templates share.
  func firstValidLanguage<Found>(
    _ entry: EntryDefinition, index: Int, chain: LanguageChain, steps: inout [ResolutionStep],
    _ body: (_ language: Int, _ texts: EntryTexts, _ steps: inout [ResolutionStep]) -> Found?
  ) -> Found? {
    for language in chain {
      switch copy(entry: index, language: language) {
      case .valid(let texts):
        if let found = body(language, texts, &steps) { return found }
      case .invalid(let reason):
        steps.append(ResolutionStep(entry: entry.id, language: languages.names[language], outcome: .skipped, reason: reason))
      }
    }
    return nil
  }

  /// The step that says record `index` of the manifest cannot be used.
  private func invalidRecordStep(_ index: Int, _ error: ManifestError) -> ResolutionStep {
    let place = error.location?.description ?? error.file
    return ResolutionStep(
      entry: records.ids[index], language: nil, outcome: .skipped,
      reason: "its record in the manifest is invalid (\(place): \(error.message)); copydeck check reports it")
  }

  /// The full algorithm for one entry and chain (also used to precompute the argument-free results).
  func resolve(entry: Int, requested: String, chain: LanguageChain, arguments: [CopyArgument], locale: String) -> ResolvedCopy {
    var steps: [ResolutionStep] = []
    if let copy = resolveWhole(entry: entry, requested: requested, chain: chain, arguments: arguments, locale: locale, steps: &steps) {
      return copy
    }
    let id = records.ids[entry]
    let reason =
      if case .success = records.entry(entry) { "no language has every part of '\(id)' valid; showing the common failure" } else {
        "'\(id)' cannot be shown; showing the common failure"
      }
    steps.append(ResolutionStep(entry: id, language: nil, outcome: .skipped, reason: reason))
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
        reason: "the common failure '\(records.commonFailure)' is not valid in any language; showing the built-in sentence"))
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
    let entry: EntryDefinition
    switch records.entry(index) {
    case .success(let definition): entry = definition
    case .failure(let error):
      steps.append(invalidRecordStep(index, error))
      return nil
    }
    return firstValidLanguage(entry, index: index, chain: chain, steps: &steps) { language, texts, steps in
      let name = languages.names[language]
      // Without arguments no number is formatted, so the language's separators (`Locale`) are not read.
      let formatter = arguments.isEmpty ? CopyFormatter.withoutArguments : formatters[language]
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
        return nil
      }
    }
  }
}
