import Copydeck
import CopydeckFiles

/// One translatable string of an export, named as Xcode names it, and where its translation is written back.
///
/// The ids are Xcode's: the key for a `.strings` value and a String Catalog string; for a `.stringsdict` the path of
/// dictionary keys to the string, `/<key>:dict/NSStringLocalizedFormatKey:dict/:string` and
/// `/<key>:dict/<variable>:dict/<category>:dict/:string`; for a String Catalog form the key and the form after
/// `|==|`, `<key>|==|plural.one`, `<key>|==|device.iphone`, `<key>|==|substitutions.<name>.plural.one`.
struct XLIFFUnit: Sendable, Equatable {
  /// Where a translated target goes.
  enum Destination: Sendable, Equatable {
    /// The value of the key in the target language's `.strings` table.
    case strings
    /// The `<string>` at this path of dictionary keys (the key first) in the target language's `.stringsdict`.
    case stringsDict([String])
    /// The form of the key's localization in the String Catalog (empty for a plain string).
    case catalog(FormPath)
  }

  /// The trans-unit's id.
  var id: String
  /// The table key the unit belongs to.
  var key: String
  /// The development text of the unit.
  var source: String
  /// The target language's text, when it has one.
  var target: String?
  /// The review state of the target, as a String Catalog records it; for `.strings` and `.stringsdict` tables
  /// `needsReview` when their review file records the translation as outdated, else `nil`.
  var targetState: TranslationState?
  /// The table's comment for the key, if any.
  var comment: String?
  /// Which form of the key this is, for the translator note (`nil` for a plain string).
  var form: String?
  /// Where a translation is written.
  var destination: Destination
  /// The text the source's arguments are compared with (the whole value's `other` form for a format key), and
  /// whether a translation may leave out arguments (a plural form may: "one file" has no `%d`).
  var argumentSource: String
  /// Whether the target may take fewer arguments than the source, as a plural form may.
  var mayOmitArguments = false
  /// The `%#@name@` definitions a translated format key is expanded with to count its arguments (the target
  /// language's when it has them, else the source's).
  var targetSubstitutions: [Substitution] = []

  /// `/<path[0]>:dict/<path[1]>:dict/…:dict/:string`, Xcode's id of a string inside a `.stringsdict`.
  static func stringsDictID(_ path: [String]) -> String {
    "/" + path.map { "\($0):dict/" }.joined() + ":string"
  }

  /// `<key>|==|<form>`, Xcode's id of a form of a String Catalog localization; the key alone for a plain string.
  static func catalogID(_ key: String, _ form: FormPath) -> String {
    form.steps.isEmpty ? key : "\(key)|==|\(form)"
  }
}
