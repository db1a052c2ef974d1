import Copydeck
import CopydeckFiles
import Foundation

/// Writes the translated strings of one target-language `.stringsdict`, adding what the file lacks as Xcode's
/// import does: a plural form a variable lacks, a variable, or the whole key.
///
/// A string the file has is replaced where it stands. A missing form is added to its variable in CLDR's order; a
/// missing variable or key is built from the development language's key — its `NSStringLocalizedFormatKey`, each
/// variable's `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` — holding only the strings the
/// translator gave. A new key needs its translated format, unless the development format is nothing but
/// placeholders (`%#@count@`), which every language shares. Every other byte of the file is kept.
struct StringsDictImport {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRule = "NSStringPluralRuleType"

  /// The development language's keys of the table, which new keys and variables copy.
  let development: TableEntries?
  /// The target language.
  let language: String
  /// The target file's path inside the localizations folder, for messages.
  let place: String

  /// The file's bytes after the changes, each change the file refused with why, and each imported change whose
  /// key still lacks forms the language needs.
  struct Outcome {
    var data: Data
    var refused: [(XLIFFImport.Change, any Error)] = []
    var incomplete: [(XLIFFImport.Change, String)] = []
  }

  /// Makes `changes` (all into this file) on `data`.
  func write(_ changes: [XLIFFImport.Change], into data: Data, file: String) -> Outcome {
    var outcome = Outcome(data: data)
    var editor: StringsDictEditor
    do {
      editor = try StringsDictEditor(data: data, file: file)
    } catch {
      outcome.refused = changes.map { ($0, error) }
      return outcome
    }
    var keys: [String] = []
    var byKey: [String: [(XLIFFImport.Change, [String])]] = [:]
    for change in changes {
      guard case .stringsDict(let path) = change.destination, !path.isEmpty else { continue }
      if byKey[path[0]] == nil { keys.append(path[0]) }
      byKey[path[0], default: []].append((change, path))
    }
    for key in keys {
      let group = byKey[key]!
      let template = development?.entry(forKey: key)
      if editor.contains([key]) {
        // The format last: a %#@name@ it adds needs its variable first.
        var added = false
        for (change, path) in group.filter({ $0.1.last != Self.formatKey }) + group.filter({ $0.1.last == Self.formatKey }) {
          do {
            if editor.contains(path) {
              try editor.setValue(change.value, at: path)
            } else {
              let missing = (1..<path.count).first { !editor.contains(Array(path[...$0])) } ?? path.count - 1
              let below = path.prefix(missing).dropFirst().reduce(template, Self.narrowed)
              try editor.insert(Self.member(path[missing...], value: change.value, template: below), into: Array(path[..<missing]))
              added = true
            }
          } catch {
            outcome.refused.append((change, error))
          }
        }
        if added, let first = group.first { note(missingFormsOf: key, in: editor, for: first.0, into: &outcome, new: false) }
      } else {
        do {
          let entry = try newEntry(key, group.map { (Array($0.1.dropFirst()), $0.0.value) }, template: template)
          try editor.insert(entry, into: [])
          note(missingFormsOf: key, in: editor, for: group[0].0, into: &outcome, new: true)
        } catch {
          outcome.refused += group.map { ($0.0, error) }
        }
      }
    }
    outcome.data = editor.data
    return outcome
  }

  /// The member that holds `value` at `tail` (a path below a dict the file has): a form, or a variable with its
  /// rule and value types and the form, or nested dicts.
  static func member(_ tail: ArraySlice<String>, value: String, template: TableEntry?) -> StringsDictEditor.Member {
    let name = tail.first!
    guard tail.count > 1 else { return .string(key: name, value: value) }
    return .dictionary(
      key: name,
      members: typeMembers(name, template: template) + [member(tail.dropFirst(), value: value, template: narrowed(template, to: name))])
  }

  /// The template below the member `name`: below a device form (`ipad` in `NSStringDeviceSpecificRuleType`), the
  /// entry as that device reads it, whose variables are the form's own.
  static func narrowed(_ template: TableEntry?, to name: String) -> TableEntry? {
    guard let template, case .device = template.value, let device = DeviceClass(rawValue: name) else { return template }
    return template.variation(on: device)
  }

  /// A variable's `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey`, as the development language has them;
  /// none for a name that is not a variable of `template` (`NSStringDeviceSpecificRuleType`, a device).
  static func typeMembers(_ name: String, template: TableEntry?) -> [StringsDictEditor.Member] {
    guard let substitution = template?.substitution(named: name), case .plural = substitution.value else { return [] }
    return [.string(key: specTypeKey, value: pluralRule)]
      + (substitution.formatSpecifier.isEmpty ? [] : [.string(key: valueTypeKey, value: substitution.formatSpecifier)])
  }

  /// A key the file lacks, holding the given strings (paths below the key) laid out as the development key is.
  private func newEntry(
    _ key: String, _ strings: [([String], String)], template: TableEntry?
  ) throws(StringsDiagnostic)
    -> StringsDictEditor.Member
  {
    var strings = strings
    if case .string(let format)? = template?.value, !strings.contains(where: { $0.0 == [Self.formatKey] }) {
      guard Self.isPlaceholdersOnly(format) else {
        throw StringsDiagnostic(
          id: "not-editable", severity: .error, location: SourceLocation(file: place, line: 1, column: 1),
          message:
            "\(place) has no key \"\(key)\" yet, and a new key needs its whole text: the unit /\(key):dict/\(Self.formatKey):dict/:string has no target",
          hint: "translate that unit too (its source is \"\(format)\"), and import again")
      }
      strings.insert(([Self.formatKey], format), at: 0)
    }
    return .dictionary(key: key, members: Self.members(strings, template: template))
  }

  /// The members holding `strings` (paths and values): the format first, plural forms in CLDR's order, the rest
  /// in the order given (the export's, which is the development file's).
  private static func members(_ strings: [([String], String)], template: TableEntry?) -> [StringsDictEditor.Member] {
    var names: [String] = []
    var below: [String: [([String], String)]] = [:]
    for (path, value) in strings where !path.isEmpty {
      if below[path[0]] == nil { names.append(path[0]) }
      below[path[0], default: []].append((Array(path.dropFirst()), value))
    }
    func rank(_ name: String) -> Int {
      if name == formatKey { return 0 }
      if let category = PluralCategory(rawValue: name) { return 2 + PluralCategory.allCases.firstIndex(of: category)! }
      return 1
    }
    let ordered = names.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    return ordered.map { name in
      let items = below[name]!
      if let leaf = items.first(where: { $0.0.isEmpty }) { return .string(key: name, value: leaf.1) }
      return .dictionary(
        key: name, members: typeMembers(name, template: template) + members(items, template: narrowed(template, to: name)))
    }
  }

  /// Whether `format` has nothing to translate: only `%#@name@` placeholders, specifiers, spaces and punctuation.
  static func isPlaceholdersOnly(_ format: String) -> Bool {
    var rest = format
    for name in SubstitutionReferences.names(in: format) {
      rest = rest.replacingOccurrences(of: "#@\(name)@", with: "d")
    }
    for specifier in FormatString(rest).specifiers {
      rest = rest.replacingOccurrences(of: specifier.text, with: "")
    }
    return !rest.unicodeScalars.contains { CharacterSet.letters.contains($0) }
  }

  /// Records, for `change`, the forms that `key`'s variables still lack in the language.
  private func note(
    missingFormsOf key: String, in editor: StringsDictEditor, for change: XLIFFImport.Change, into outcome: inout Outcome, new: Bool
  ) {
    let rules = PluralRules(language: language)
    guard rules.isKnown, let entry = editor.entries.entry(forKey: key) else { return }
    var lacking: [String] = []
    for substitution in entry.substitutions {
      guard case .plural(let forms) = substitution.value else { continue }
      let missing = rules.requiredCategories.filter { forms[$0] == nil }
      guard !missing.isEmpty else { continue }
      let device = substitution.device.map { " (on \($0.rawValue))" } ?? ""
      lacking.append("\"\(substitution.name)\"\(device) has no \(missing.map(\.rawValue).joined(separator: ", "))")
    }
    guard !lacking.isEmpty else { return }
    outcome.incomplete.append(
      (
        change,
        "imported into \(new ? "a new key" : "the key") \"\(key)\" of \(place), but \(lacking.joined(separator: "; ")), which \(language) needs (\(rules.requiredCategories.map(\.rawValue).joined(separator: ", "))) — translate those units and import again"
      ))
  }
}
