/// Decides, once per entry and language at load time, whether the language's copy of the entry can
/// be shown: every part present, non-empty, well-formed, and taking the same arguments as the
/// development language's (or, where that is missing, the manifest's).
struct EntryValidator {
  let folder: LocalizationsFolder
  let languages: [String]
  let development: Int

  /// The copy of `entry` in every catalog language, in the order of ``languages``.
  func copies(of entry: EntryDefinition) -> [EntryCopy] {
    let reference = validate(entry, language: languages[development], reference: nil)
    let referenceTexts: EntryTexts? = if case .valid(let texts) = reference { texts } else { nil }
    return languages.indices.map { index in
      index == development ? reference : validate(entry, language: languages[index], reference: referenceTexts)
    }
  }

  private func validate(_ entry: EntryDefinition, language: String, reference: EntryTexts?) -> EntryCopy {
    guard let file = folder.file(entry.table, language: language) else {
      return .invalid(reason: "\(language).lproj/\(entry.table).strings does not exist")
    }
    let path = file.relativePath
    let table: StringsTable
    switch file.result {
    case .success(let parsed): table = parsed
    case .failure(let error):
      return .invalid(reason: "\(path) cannot be read: \(error.message) (line \(error.location.line))")
    }
    func part(_ key: String, _ referenceText: FormatString?) -> Result<CompiledText, Invalid> {
      guard let value = table.value(forKey: key) else { return .failure(Invalid("\(path) has no key '\(key)'")) }
      guard !value.allSatisfy(\.isWhitespace) else { return .failure(Invalid("'\(key)' is empty in \(path)")) }
      let format = FormatString(value)
      if let problem = format.problems.first {
        return .failure(Invalid("'\(key)' in \(path): \(problem.message)"))
      }
      if let referenceText {
        guard format.matches(referenceText) else {
          return .failure(Invalid(
            "'\(key)' in \(path) takes \(Self.describe(format)) but \(languages[development]) takes \(Self.describe(referenceText))"))
        }
      } else if let mismatch = mismatchWithManifest(format, entry) {
        return .failure(Invalid("'\(key)' in \(path): \(mismatch)"))
      }
      return .success(CompiledText(format))
    }
    do throws(Invalid) {
      let title = entry.hasTitle ? try part(entry.titleKey, reference?.title?.format).get() : nil
      let message = entry.hasMessage ? try part(entry.messageKey, reference?.message?.format).get() : nil
      var buttons: [CompiledText] = []
      for (index, button) in entry.buttons.enumerated() {
        let referenceButton = reference.flatMap { index < $0.buttons.count ? $0.buttons[index].format : nil }
        buttons.append(try part(entry.buttonKey(button.id), referenceButton).get())
      }
      return .valid(EntryTexts(title: title, message: message, buttons: buttons))
    } catch {
      return .invalid(reason: error.reason)
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
        return "\(specifier.text) reads argument \(specifier.position) as \(specifier.argumentType.rawValue), but the manifest declares \(declared.text)"
      }
    }
    return nil
  }

  private static func describe(_ format: FormatString) -> String {
    let specifiers = format.specifiers
    return specifiers.isEmpty ? "no arguments" : specifiers.map(\.text).joined(separator: " ")
  }

  private struct Invalid: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
