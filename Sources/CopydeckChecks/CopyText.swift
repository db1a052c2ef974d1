import Copydeck

/// One value of one table as the rules see it: the text, its key, language and entry, and where it is.
struct CopyText {
  /// The `.strings` key.
  var key: String
  /// The text, escapes already resolved.
  var value: String
  /// The language of the table it is in.
  var language: String
  /// The entry the key belongs to, if any.
  var entry: String?
  /// Where the value starts (its opening quote).
  var location: SourceLocation
  /// Where the key starts.
  var keyLocation: SourceLocation
}

/// One entry (manifest record, or key group without a manifest) and the keys it owns.
struct EntryModel {
  /// The entry's id, such as `group.full`; without a manifest the keys' shared prefix.
  var id: String
  /// The manifest's record, or `nil` without a manifest.
  var definition: EntryDefinition?
  /// The table that holds its keys.
  var table: String
  /// Its keys: title, message, buttons.
  var keys: [String]
}

/// One entry's copy in one language: the texts a person sees together on one alert or screen.
struct EntryCopy {
  /// The entry.
  var entry: EntryModel
  /// The language.
  var language: String
  /// The title, when the entry has one and the language has the key.
  var title: CopyText?
  /// The message, when the entry has one and the language has the key.
  var message: CopyText?
  /// The manifest's buttons in order, each with its label when the language has the key.
  var buttons: [(definition: ButtonDefinition, label: CopyText?)]
  /// Every text of the entry that exists in the language, in display order.
  var texts: [CopyText]
}

/// A `.strings` key compared the way the device compares it: by Unicode scalars, so `é` written as one
/// scalar and as `e` + combining accent are different keys (Swift's `String ==` would call them equal).
struct ExactKey: Hashable {
  let string: String

  init(_ string: String) {
    self.string = string
  }

  static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    lhs.string.utf8.elementsEqual(rhs.string.utf8)
  }

  func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
