import Copydeck

extension Catalog {
  /// The argument positions (1-based, ascending) whose counts choose a plural form of entry `id` in some language;
  /// empty when no part of it varies by plural (or there is no such entry).
  ///
  /// The preview shows a count control for each: the same count in every language, each drawing its own form.
  public func pluralPositions(id: String) -> [Int] {
    guard let entry = resolver.entryIndex[id] else { return [] }
    var positions: Set<Int> = []
    for language in resolver.languages.names.indices {
      guard case .valid(let texts) = resolver.copies.copy(of: entry, language: language) else { continue }
      for part in texts.parts { positions.formUnion(part.countPositions) }
    }
    return positions.sorted()
  }

  /// The plural forms the device takes for `arguments` in `language`'s copy of entry `id`: for each part that varies
  /// by plural (title, message, buttons, in that order), the forms chosen on the way to its text, outermost first.
  ///
  /// Empty when the language's copy has no plural forms, is not valid, or the catalog has no such entry or language.
  /// ``resolve(id:locale:arguments:)`` shows exactly these forms when it uses that language.
  public func pluralForms(id: String, language: String, arguments: [CopyArgument]) -> [[PluralCategory]] {
    guard let entry = resolver.entryIndex[id], let slot = resolver.languages.names.firstIndex(of: language),
      case .valid(let texts) = resolver.copies.copy(of: entry, language: slot)
    else { return [] }
    return texts.parts.filter { if case .plural = $0 { true } else { false } }.map {
      $0.chosenForms(arguments, rules: resolver.pluralRules[slot])
    }
  }
}

extension EntryTexts {
  /// The parts in display order: title, message, buttons.
  var parts: [PluralText] { [title, message].compactMap { $0 } + buttons }
}
