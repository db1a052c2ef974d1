/// One thing wrong inside a `catalog.json`, worded here and nowhere else.
///
/// ``ManifestError/invalid(file:line:column:entry:problem:)`` says where it is; the checks match on these cases (a
/// manifest with two cancel buttons is the `hig-multiple-cancel` finding, not a generic one), never on the wording.
public enum ManifestProblem: Sendable, Hashable {
  // The JSON and its fields.
  /// The JSON itself does not parse; `reason` is the JSON reader's.
  case syntax(reason: String)
  /// A record is not a JSON object; `found` names what it is ("an array").
  case notAnObject(found: String)
  /// A field this record does not have.
  case unknownField(String, allowed: [String])
  /// A field written twice in one record.
  case repeatedField(String, firstLine: Int)
  /// A required field is absent; `placeholder` shows the shape of its value (`"…"`, `[…]`).
  case missingField(String, placeholder: String)
  /// A field's value has the wrong JSON type.
  case wrongType(field: String, expected: String, found: String)
  /// A field's value is not one of the words it allows.
  case notOneOf(field: String, value: String, allowed: [String])
  /// A list field names the same value twice (`languages`, `ownedTables`, `codes`).
  case listedTwice(field: String, value: String)

  // The top level.
  /// `languages` is empty.
  case noLanguages
  /// A language is not a language tag such as `ko`, `en`, `zh-Hans` or `pt-BR`.
  case notALanguageTag(String)
  /// `developmentLanguage` is not one of `languages`.
  case developmentLanguageNotListed(String, languages: [String])
  /// A table name with a folder or an extension in it.
  case notATableName(String)
  /// `commonFailure` names no entry.
  case commonFailureNotAnEntry(String)

  // Entries.
  /// An id that is not `<family>.<name>`.
  case invalidID(String)
  /// A second record with an id already used; the first starts at `firstLine`.
  case duplicateID(firstLine: Int)
  /// A server code that an earlier entry already maps.
  case codeAlreadyMapped(code: String, owner: String)
  /// An inline entry with `"message": false`.
  case inlineWithoutMessage
  /// An inline entry with buttons.
  case inlineWithButtons
  /// A presentation the entry's kind cannot have.
  case presentationNotAllowed(kind: String, presentation: String, allowed: [String])
  /// Two parts of one entry name the same key.
  case keyUsedTwice(String)
  /// An explicit key that is the empty string.
  case emptyKey(part: String)
  /// An explicit title key on an inline entry, which has no title.
  case titleKeyOnInline
  /// An explicit message key on an entry with `"message": false`.
  case messageKeyWithoutMessage

  // Buttons, arguments and allowances.
  /// A button id with characters outside letters, digits, `-` and `_`.
  case invalidButtonID(String)
  /// A button without `role`.
  case buttonWithoutRole(String)
  /// Two buttons with one id.
  case duplicateButtonID(String)
  /// A second cancel button; UIKit crashes on it. The first is at `firstLine`.
  case multipleCancel(firstLine: Int)
  /// A second preferred button. The first is at `firstLine`.
  case multiplePreferred(firstLine: Int)
  /// An argument format that is not exactly one printf specifier.
  case notOneSpecifier(String)
  /// `pluralArgument` names none of the entry's `arguments`.
  case unknownPluralArgument(String, arguments: [String])
  /// An `allow` whose reason is empty.
  case emptyReason(rule: String)

  /// What is wrong, in one sentence.
  public var message: String {
    switch self {
    case .syntax(let reason): reason
    case .notAnObject(let found): "expected an object, found \(found)"
    case .unknownField(let name, _): "unknown field '\(name)'"
    case .repeatedField(let name, let firstLine): "field '\(name)' appears twice (first at line \(firstLine))"
    case .missingField(let name, _): "missing field '\(name)'"
    case .wrongType(let field, let expected, let found): "field '\(field)' must be \(expected), found \(found)"
    case .notOneOf(let field, let value, _): "'\(value)' is not a valid \(field)"
    case .listedTwice(_, let value): "lists '\(value)' twice"
    case .noLanguages: "lists no languages"
    case .notALanguageTag(let language): "'\(language)' is not a language tag"
    case .developmentLanguageNotListed(let language, let languages):
      "the development language '\(language)' is not in languages \(languages)"
    case .notATableName(let name): "'\(name)' is not a table name"
    case .commonFailureNotAnEntry(let id): "names '\(id)', which is not an entry"
    case .invalidID(let id): "'\(id)' is not a valid id"
    case .duplicateID(let firstLine): "duplicate id; the first record with it starts at line \(firstLine)"
    case .codeAlreadyMapped(let code, let owner): "server code '\(code)' is already mapped to '\(owner)'"
    case .inlineWithoutMessage: "an inline entry must have a message"
    case .inlineWithButtons: "an inline entry has no buttons"
    case .presentationNotAllowed(let kind, let presentation, _): "a \(kind) entry cannot be presented as '\(presentation)'"
    case .keyUsedTwice(let key): "two parts of the entry use the key '\(key)'"
    case .emptyKey(let part): "the key of '\(part)' is empty"
    case .titleKeyOnInline: "an inline entry has no title"
    case .messageKeyWithoutMessage: "the entry has \"message\": false"
    case .invalidButtonID(let id): "'\(id)' is not a valid button id"
    case .buttonWithoutRole(let id): "button '\(id)' has no role"
    case .duplicateButtonID(let id): "two buttons are named '\(id)'"
    case .multipleCancel(let firstLine): "more than one cancel button (the first is at line \(firstLine))"
    case .multiplePreferred(let firstLine): "more than one preferred button (the first is at line \(firstLine))"
    case .notOneSpecifier(let format): "'\(format)' is not one printf specifier"
    case .unknownPluralArgument(let name, _): "'\(name)' is not one of the entry's arguments"
    case .emptyReason(let rule): "the reason for allowing '\(rule)' is empty"
    }
  }

  /// What to do next, when there is something more specific to say than the message.
  public var hint: String? {
    switch self {
    case .syntax: "fix the JSON syntax; the manifest must be one JSON object"
    case .notAnObject, .wrongType: nil
    case .unknownField(_, let allowed): "remove it or rename it to one of: \(allowed.sorted().joined(separator: ", "))"
    case .repeatedField: "keep one of them"
    case .missingField(let name, let placeholder): "add \"\(name)\": \(placeholder)"
    case .notOneOf(_, _, let allowed): "use one of: \(allowed.joined(separator: ", "))"
    case .listedTwice(let field, _):
      switch field {
      case "languages": "list each language once"
      case "codes": "list each server code once"
      case "ownedTables": "list each table once"
      default: "list each value once"
      }
    case .noLanguages: "list at least the development language"
    case .notALanguageTag: "name the language as its .lproj folder does, e.g. ko, en, zh-Hans or pt-BR"
    case .developmentLanguageNotListed(let language, _): "add '\(language)' to languages"
    case .notATableName: "write the file name without .strings, e.g. Groups"
    case .commonFailureNotAnEntry: "set commonFailure to the id of the full-screen error with a retry action"
    case .invalidID: "write ids as <family>.<name> with letters, digits, '-' and '_', e.g. group.full"
    case .duplicateID: "give each record its own id, or merge the two records"
    case .codeAlreadyMapped: "map each server code to one entry"
    case .inlineWithoutMessage: "remove \"message\": false"
    case .inlineWithButtons: "remove the buttons or make the entry an alert"
    case .presentationNotAllowed(_, _, let allowed): "use one of: \(allowed.joined(separator: ", ")), or remove the field"
    case .keyUsedTwice: "give each part (title, message, each button) its own key; several entries may share one"
    case .emptyKey: "name the key the tables use, or remove it to derive one"
    case .titleKeyOnInline: "remove \"title\" from keys"
    case .messageKeyWithoutMessage: "remove \"message\" from keys, or the \"message\": false"
    case .invalidButtonID: "use letters, digits, '-' and '_', e.g. retry"
    case .buttonWithoutRole: "add \"role\": \"cancel\", \"destructive\" or \"default\""
    case .duplicateButtonID: "give each button its own id"
    case .multipleCancel: "keep one cancel button; give the others the role default"
    case .multiplePreferred: "mark one button as preferred"
    case .notOneSpecifier: "write one specifier such as %@ or %d"
    case .unknownPluralArgument(_, let arguments):
      arguments.isEmpty ? "declare the count in \"arguments\" first" : "name one of: \(arguments.joined(separator: ", "))"
    case .emptyReason: "say why the rule does not apply here"
    }
  }
}
