/// Decides, once per entry and language at load time, whether the language's copy of the entry can
/// be shown: every part present, non-empty, well-formed, and taking the same arguments as the
/// development language's (or, where that is missing, the manifest's).
struct EntryValidator {
  /// The folder of a table's files in a language (the whole folder, or only that table's files in a lazy catalog).
  let tables: TableSource
  let languages: [String]
  let development: Int

  /// The copy of `entry` in the development language, which every other language is checked against.
  func reference(of entry: EntryDefinition) -> EntryCopy {
    validate(entry, language: languages[development], reference: nil)
  }

  /// The copy of `entry` in the catalog language at `index`, given its copy in the development language.
  func copy(of entry: EntryDefinition, language index: Int, reference: EntryCopy) -> EntryCopy {
    guard index != development else { return reference }
    let texts: EntryTexts? = if case .valid(let texts) = reference { texts } else { nil }
    return validate(entry, language: languages[index], reference: texts)
  }

  /// The copy of `entry` in the catalog language at `index` when it can be decided without the development
  /// language's copy, so without reading that language's table; `nil` when it may depend on it.
  ///
  /// It can when the entry takes no arguments in the manifest, the development language's files of its table cannot
  /// vary by plural (no `.stringsdict`, no String Catalog: a valid copy there then reads no argument, as the manifest
  /// says), and no text of the language's copy reads an argument or chooses a form by a count: then checking it
  /// against the development language's copy and against the manifest (what ``copy(of:language:reference:)`` does
  /// when the development copy is valid, and when it is not) find the same problems, or none.
  func copyWithoutReference(of entry: EntryDefinition, language index: Int) -> EntryCopy? {
    guard index != development, entry.arguments.isEmpty,
      !tables.mayVary(table: entry.table, language: languages[development])
    else { return nil }
    return validate(entry, language: languages[index], reference: nil, readingNoArgument: true)
  }

  /// The copy of `entry` in `language`, checked against `reference` (the development language's texts) or, without
  /// one, against the manifest; with `readingNoArgument`, `nil` as soon as a text reads an argument or a count
  /// chooses a form (see ``copyWithoutReference(of:language:)``).
  private func validate(_ entry: EntryDefinition, language: String, reference: EntryTexts?) -> EntryCopy {
    // Without `readingNoArgument` there is always a copy.
    validate(entry, language: language, reference: reference, readingNoArgument: false) ?? .invalid(reason: "")
  }

  private func validate(_ entry: EntryDefinition, language: String, reference: EntryTexts?, readingNoArgument: Bool) -> EntryCopy? {
    let folder = tables.folder(table: entry.table, language: language)
    let strings = folder.file(entry.table, language: language)
    let dictionary = folder.stringsDictFile(entry.table, language: language)
    guard strings != nil || dictionary != nil else {
      return .invalid(reason: "\(language).lproj/\(entry.table).strings does not exist")
    }
    if let strings, case .failure(let error) = strings.result {
      return .invalid(reason: "\(strings.relativePath) cannot be read: \(error.message) (line \(error.location.line))")
    }
    if let dictionary, case .failure(let error) = dictionary.result {
      return .invalid(reason: "\(dictionary.relativePath) cannot be read: \(error.message) (line \(error.location.line))")
    }
    let tablePath = strings?.relativePath ?? dictionary?.relativePath ?? ""
    // Without a String Catalog or a `.stringsdict`, a key's entry is the `.strings` table's: read from the table found
    // above rather than looked up in the folder again for each part.
    let plainTable = folder.catalog(entry.table) == nil && dictionary == nil ? strings?.table : nil
    func tableEntry(_ key: String) -> TableEntry? {
      if let plainTable { return plainTable.entry(forKey: key).map(TableEntry.init(strings:)) }
      return folder.entry(forKey: key, table: entry.table, language: language)
    }
    func part(_ key: String, _ referenceText: PluralText?) -> Result<PluralText, Invalid> {
      guard let tableEntry = tableEntry(key) else {
        return .failure(Invalid("\(tablePath) has no key '\(key)'"))
      }
      let path = tableEntry.format == .stringsdict ? dictionary?.relativePath ?? tablePath : tablePath
      let expander = PluralExpander(entry: tableEntry, countPosition: entry.pluralArgumentPosition, place: "'\(key)' in \(path)")
      let texts: PluralTree<String>
      do throws(PluralExpander.Failure) {
        texts = try expander.expand()
      } catch {
        return .failure(Invalid(error.reason))
      }
      let counts = texts.countPositions
      if readingNoArgument, !counts.isEmpty { return .failure(.readsArguments) }
      let compiled = Result { () throws(Invalid) in
        try texts.map { (value: String) throws(Invalid) -> CompiledText in
          guard !UsableCopy.isBlank(value) else { throw Invalid("'\(key)' is empty in \(path)") }
          let format = FormatString(value)
          if readingNoArgument, !format.specifiers.isEmpty { throw .readsArguments }
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
        return .failure(Invalid("'\(key)' in \(path) \(mismatch) but \(languages[development]) \(referenceUse)"))
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
      return error.readsArguments ? nil : .invalid(reason: error.reason)
    }
  }

  /// Without a development-language text to compare with, each specifier must fit the manifest's argument at its position.
  private func mismatchWithManifest(_ format: FormatString, _ entry: EntryDefinition) -> String? {
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
    /// Not a problem of the copy: a text reads an argument, so a check made without the development language's copy
    /// does not decide (see ``copyWithoutReference(of:language:)``).
    var readsArguments = false
    init(_ reason: String) { self.reason = reason }

    static var readsArguments: Invalid {
      var invalid = Invalid("")
      invalid.readsArguments = true
      return invalid
    }
  }
}
