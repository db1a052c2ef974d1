import Copydeck
import Foundation

/// One value of one table as the rules see it: the text, its key, language and entry, and where it is.
///
/// A class, so the rules pass hundreds of thousands of them around without copying their strings.
final class CopyText: Sendable {
  /// The `.strings` key.
  let key: String
  /// The text, escapes already resolved.
  let value: String
  /// The language of the table it is in.
  let language: String
  /// The entry the key belongs to, if any.
  let entry: String?
  /// Where the value starts (its opening quote).
  let location: SourceLocation
  /// Where the key starts.
  let keyLocation: SourceLocation
  /// The value parsed as a format string, once for every rule; `nil` when it has no `%` (then it is all text).
  private let parsedFormat: FormatString?

  /// The value as a format string: its text pieces and specifiers, and any problem with them.
  var format: FormatString { parsedFormat ?? FormatString(value) }

  /// Whether the value has a `%`, the only way it can hold a specifier.
  var mayHaveSpecifiers: Bool { parsedFormat != nil }

  init(_ entry: StringsEntry, language: String, entryID: String?) {
    key = entry.key
    value = entry.value
    self.language = language
    self.entry = entryID
    location = entry.valueLocation
    keyLocation = entry.location
    parsedFormat = FormatString.mayHaveSpecifiers(entry.value) ? FormatString(entry.value) : nil
  }
}

/// One entry (manifest record, or key group without a manifest) and the keys it owns.
final class EntryModel: Sendable {
  /// The entry's id, such as `group.full`; without a manifest the keys' shared prefix.
  let id: String
  /// The table that holds its keys.
  let table: String
  /// Its keys in display order: title, message, buttons.
  let keys: [String]
  /// The manifest's records, shared by all its entries (a reference, not a copy of the record in every entry), and
  /// this entry's place among them; no records without a manifest.
  private let records: [EntryDefinition]
  private let record: Int

  /// The manifest's record, or `nil` without a manifest.
  var definition: EntryDefinition? { records.isEmpty ? nil : records[record] }

  /// The entry of the manifest record `records[record]`.
  init(records: [EntryDefinition], at record: Int) {
    let definition = records[record]
    id = definition.id
    table = definition.table
    keys = definition.keys
    self.records = records
    self.record = record
  }

  /// A key group without a manifest.
  init(id: String, table: String, keys: [String]) {
    self.id = id
    self.table = table
    self.keys = keys
    records = []
    record = 0
  }
}

/// One entry's copy in one language: the texts a person sees together on one alert or screen.
final class LocalizedEntry: Sendable {
  /// The entry.
  let entry: EntryModel
  /// The language.
  let language: String
  /// The title, when the entry has one and the language has the key.
  let title: CopyText?
  /// The message, when the entry has one and the language has the key.
  let message: CopyText?
  /// The manifest's buttons in order, each with its label when the language has the key.
  let buttons: [(definition: ButtonDefinition, label: CopyText?)]
  /// Every text of the entry that exists in the language, in display order.
  let texts: [CopyText]
  /// The entry's keys the language does not have.
  let missingKeys: [String]

  init(
    entry: EntryModel, language: String, title: CopyText?, message: CopyText?,
    buttons: [(definition: ButtonDefinition, label: CopyText?)], texts: [CopyText], missingKeys: [String]
  ) {
    self.entry = entry
    self.language = language
    self.title = title
    self.message = message
    self.buttons = buttons
    self.texts = texts
    self.missingKeys = missingKeys
  }
}

/// A `.strings` key compared the way the device compares it: by Unicode scalars, so `é` written as one
/// scalar and as `e` + combining accent are different keys (Swift's `String ==` would call them equal).
struct ExactKey: Hashable, Sendable {
  let string: String

  init(_ string: String) {
    self.string = string
  }

  static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    var left = lhs.string, right = rhs.string  // compared as contiguous bytes with memcmp, not byte by byte
    return left.withUTF8 { left in
      right.withUTF8 { right in
        left.count == right.count && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
