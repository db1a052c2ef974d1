/// Decides, when an entry is first resolved in a language, whether the language's copy of the entry can be shown:
/// every part present, non-empty, well-formed, and taking the same arguments as the development language's (or, where
/// that is missing, the manifest's).
enum EntryValidator {
  /// The copy of `entry` in `language`, checked against `reference` (the development language's texts) or, without
  /// one, against the manifest.
  /// `table` is the entry's table in `language`, `nil` when it has no file; `development` names the development language.
  static func validate(
    _ entry: EntryDefinition, language: String, table: LocalizedTable?, reference: EntryTexts?, development: String
  ) -> EntryCopy {
    guard let table else {
      return .invalid(reason: "\(language).lproj/\(entry.table).strings does not exist")
    }
    if let problem = table.problem { return .invalid(reason: problem) }
    func part(_ key: String, _ referenceText: PluralText?) -> Result<PluralText, Invalid> {
      guard let tableEntry = table.entries.entry(forKey: key) else {
        return .failure(Invalid("\(table.path) has no key '\(key)'"))
      }
      let path = table.path(of: tableEntry)
      let expander = PluralExpander(entry: tableEntry, countPosition: entry.pluralArgumentPosition, place: "'\(key)' in \(path)")
      let texts: PluralTree<String>
      do throws(PluralExpander.Failure) {
        texts = try expander.expand()
      } catch {
        return .failure(Invalid(error.reason))
      }
      let counts = texts.countPositions
      let compiled = Result { () throws(Invalid) in
        try texts.map { (value: String) throws(Invalid) -> CompiledText in
          guard !UsableCopy.isBlank(value) else { throw Invalid("'\(key)' is empty in \(path)") }
          let format = FormatString(value)
          // A form may leave out the count that chooses it ("One file"): that position is read, to choose.
          if let problem = UsableCopy.formatProblem(format, countPositions: counts) {
            throw Invalid("'\(key)' in \(path): \(problem.message)")
          }
          if referenceText == nil, let mismatch = mismatchWithManifest(format, entry) {
            throw Invalid("'\(key)' in \(path): \(mismatch)")
          }
          return CompiledText(format)
        }
      }
      guard case .success(let text) = compiled else { return compiled }
      let use = ArgumentUse(text)
      if let conflict = use.conflict { return .failure(Invalid("'\(key)' in \(path) \(conflict)")) }
      guard let referenceText else { return .success(text) }
      let referenceUse = ArgumentUse(referenceText)
      if let mismatch = use.mismatch(with: referenceUse) {
        return .failure(Invalid("'\(key)' in \(path) \(mismatch) but \(development) \(referenceUse)"))
      }
      return .success(text)
    }
    do throws(Invalid) {
      let title = entry.hasTitle ? try part(entry.titleKey, reference?.title).get() : nil
      let message = entry.hasMessage ? try part(entry.messageKey, reference?.message).get() : nil
      var buttons: [PluralText] = []
      for (index, button) in entry.buttons.enumerated() {
        let referenceButton = reference.flatMap { index < $0.buttons.count ? $0.buttons[index] : nil }
        buttons.append(try part(entry.buttonKey(button.id), referenceButton).get())
      }
      return .valid(EntryTexts(title: title, message: message, buttons: buttons))
    } catch {
      return .invalid(reason: error.reason)
    }
  }

  /// Without a development-language text to compare with, each specifier must fit the manifest's argument at its position.
  private static func mismatchWithManifest(_ format: FormatString, _ entry: EntryDefinition) -> String? {
    for specifier in format.specifiers {
      guard specifier.position <= entry.arguments.count else {
        return "\(specifier.text) reads argument \(specifier.position), but the manifest declares \(entry.arguments.count)"
      }
      let declared = FormatString(entry.arguments[specifier.position - 1].format).specifiers.first
      if let declared, declared.argumentType != specifier.argumentType {
        return
          "\(specifier.text) reads argument \(specifier.position) as \(specifier.argumentType.rawValue), but the manifest declares \(declared.text)"
      }
    }
    return nil
  }

  private struct Invalid: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
