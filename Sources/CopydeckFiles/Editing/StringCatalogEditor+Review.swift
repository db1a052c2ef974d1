import Copydeck

/// The review states of a String Catalog's translations, set as Xcode's String Catalog editor sets them.
extension StringCatalogEditor {
  /// Sets the string at `form` of `key` in `language` to `value` as Xcode's String Catalog editor does: a
  /// translation written becomes `translated`; a source text that changes marks every translated string of the key's
  /// other localizations `needs_review`. Returns whether the key had a `language` localization before, and how many
  /// strings were marked.
  public mutating func setValueAsXcode(
    _ value: String, forKey key: String, language: String, form: FormPath = FormPath([])
  ) throws(StringsDiagnostic) -> (existed: Bool, marked: Int) {
    let before = catalog.entries(language: language).entry(forKey: key)
    let isSource = language == catalog.sourceLanguage
    try setValue(value, forKey: key, language: language, form: form, state: isSource ? nil : .translated)
    let changed = before?.value != catalog.entries(language: language).entry(forKey: key)?.value
    return (before != nil, isSource && changed ? try markTranslationsForReview(ofKey: key) : 0)
  }

  /// Marks every `translated` string of the localizations of `key` other than the catalog's source language
  /// `needs_review`, as Xcode does when a source string changes; returns how many strings it marked.
  public mutating func markTranslationsForReview(ofKey key: String) throws(StringsDiagnostic) -> Int {
    var marked = 0
    while let (language, unit) = firstUnit(ofKey: key, state: .translated, in: { $0 != catalog.sourceLanguage }),
      let edit = Self.stateEdit(.needsReview, in: unit)
    {
      try apply(edit.range, edit.bytes, key: key, language: language)
      marked += 1
    }
    return marked
  }

  /// Marks every `needs_review` string of the `language` localization of `key` `translated`, as Xcode's "Mark as
  /// Reviewed" does; returns how many strings it marked.
  public mutating func markReviewed(key: String, language: String) throws(StringsDiagnostic) -> Int {
    var marked = 0
    while let (_, unit) = firstUnit(ofKey: key, state: .needsReview, in: { $0 == language }),
      let edit = Self.stateEdit(.translated, in: unit)
    {
      try apply(edit.range, edit.bytes, key: key, language: language)
      marked += 1
    }
    return marked
  }

  /// The first node holding a `stringUnit` whose state is `state` in a localization of `key` whose language passes
  /// `languages`, with that language.
  private func firstUnit(ofKey key: String, state: TranslationState, in languages: (String) -> Bool) -> (String, JSONNode)? {
    guard case .object(let members)? = catalog.document["strings"]?[key]?["localizations"]?.value else { return nil }
    for member in members where languages(member.key) {
      if let unit = Self.unit(in: member.node, state: state) { return (member.key, unit) }
    }
    return nil
  }

  /// `node` or the first node inside it (variations, substitutions) whose `stringUnit` state is `state`.
  private static func unit(in node: JSONNode, state: TranslationState) -> JSONNode? {
    if node["stringUnit"]?["state"]?.string == state.rawValue { return node }
    guard case .object(let members) = node.value else { return nil }
    for member in members where member.key != "stringUnit" {
      if let found = unit(in: member.node, state: state) { return found }
    }
    return nil
  }
}
