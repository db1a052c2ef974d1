/// What every call with arguments of one entry and fallback chain shares: the language the chain settles on, the copy
/// with each part that takes no argument already filled, and the trail, so that a call fills only the parts that take
/// arguments (one string each) instead of building the whole result.
///
/// It holds for a call whose arguments fill those parts without a note and without extra arguments; any other call
/// goes through the full algorithm (``Resolver/resolve(entry:requested:chain:arguments:locale:)``), which gives the
/// same result for the calls the template covers.
struct ArgumentTemplate: Sendable {
  /// The catalog language of the result.
  let language: Int
  /// The shared parts; its title and message are `nil` where the template's own ones take arguments.
  let content: ResolvedCopy.Content
  /// The title and message to fill per call (`nil`: the content's are complete).
  let title: PluralText?
  let message: PluralText?
  /// The highest argument position the entry's texts in ``language`` read.
  let highestPosition: Int
}

extension Resolver {
  /// The template of entry `index` for `chain`, or `nil` when the chain has no usable language for it or a button
  /// takes an argument (then every call takes the full algorithm).
  func template(entry index: Int, chain: LanguageChain) -> ArgumentTemplate? {
    guard case .success(let entry) = records.entry(index) else { return nil }
    var steps: [ResolutionStep] = []
    // The first valid language decides: a template, or none (`.some(nil)`) when it cannot make one.
    let found: ArgumentTemplate?? = firstValidLanguage(entry, index: index, chain: chain, steps: &steps) { language, texts, steps in
      let name = languages.names[language]
      guard texts.buttons.allSatisfy({ $0.highestPosition == 0 }) else { return .some(nil) }
      let formatter = formatters[language]
      let rules = pluralRules[language]
      var notes: [String] = []
      /// The part filled without arguments, when it takes none.
      func literal(_ text: PluralText) -> String? {
        guard text.highestPosition == 0, let form = try? text.select([], rules: rules, notes: &notes) else { return nil }
        return try? formatter.format(form, [], notes: &notes)
      }
      let title = texts.title.map { ($0, literal($0)) }
      let message = texts.message.map { ($0, literal($0)) }
      var buttons: [ButtonCopy] = []
      for (button, text) in zip(entry.buttons, texts.buttons) {
        guard let label = literal(text) else { return .some(nil) }
        buttons.append(ButtonCopy(id: button.id, label: label, role: button.role, preferred: button.preferred))
      }
      guard notes.isEmpty else { return .some(nil) }
      var reason = "every part is present and valid"
      if language == languages.development { reason += " (development language)" }
      steps.append(ResolutionStep(entry: entry.id, language: name, outcome: .used, reason: reason))
      let content = ResolvedCopy.Content(
        id: entry.id, kind: entry.kind, category: entry.category, language: name, title: title?.1, message: message?.1,
        buttons: buttons, isRetryable: entry.retryable, severity: entry.severity, steps: steps, languages: languages,
        isFallback: false, style: entry.presentation)
      return ArgumentTemplate(
        language: language, content: content, title: title.flatMap { $0.1 == nil ? $0.0 : nil },
        message: message.flatMap { $0.1 == nil ? $0.0 : nil }, highestPosition: texts.highestPosition)
    }
    return found ?? nil
  }

  /// The copy for `arguments` from `template`, or `nil` when the call needs the full algorithm (a part that cannot be
  /// filled, a note about an argument, or more arguments than the copy reads).
  func resolve(_ template: ArgumentTemplate, requested: String, arguments: [CopyArgument], locale: String) -> ResolvedCopy? {
    guard arguments.count <= template.highestPosition else { return nil }
    let formatter = formatters[template.language]
    let rules = pluralRules[template.language]
    var notes: [String] = []
    func fill(_ text: PluralText?) -> String?? {
      guard let text else { return .some(nil) }
      guard let form = try? text.select(arguments, rules: rules, notes: &notes),
        let filled = try? formatter.format(form, arguments, notes: &notes)
      else { return nil }
      return filled
    }
    guard let title = fill(template.title), let message = fill(template.message), notes.isEmpty else { return nil }
    return ResolvedCopy(content: template.content, requested: requested, locale: locale, title: title, message: message)
  }
}
