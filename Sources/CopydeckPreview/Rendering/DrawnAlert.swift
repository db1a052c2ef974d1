import Copydeck
import CopydeckFiles

/// One alert, confirmation, error screen or inline error as the preview draws it: copy already resolved and
/// formatted for one language, in the order the app adds its parts.
///
/// The renderer draws only from this model; ``SnapshotAdapter`` builds it from the catalog, so the markup does not
/// change shape when the catalog does.
struct DrawnAlert: Equatable {
  /// What the entry is: the core's ``EntryKind``, the same values the manifest names.
  typealias Kind = EntryKind

  /// How the app presents it within its kind: the core's ``PresentationStyle`` (the manifest's `"presentation"`).
  typealias Presentation = PresentationStyle

  /// What a button does, as `UIAlertAction.Style` says it: the core's ``ButtonRole``.
  typealias Role = ButtonRole

  /// One button, as added to the alert.
  struct Button: Equatable {
    /// The label, already resolved.
    var label: String
    var role: Role
    /// Whether the entry marks it as the preferred (Return-key) action.
    var preferred: Bool
  }

  /// The entry id, e.g. `group.full`.
  var entryID: String
  /// The language token the page asked for: `ko`, `en`, or a pseudo-language (`accented`, `double`, …).
  var language: String
  /// The BCP 47 tag of the text actually shown, for the `lang` attribute (`ko`, `en`).
  var textLanguage: String
  /// Whether the layout runs right to left.
  var rightToLeft: Bool
  var kind: Kind
  /// How it is drawn within its kind.
  var presentation: Presentation = .alert
  /// The title; `nil` when the entry has none (inline errors).
  var title: String?
  /// The message; `nil` when the entry has none.
  var message: String?
  /// The buttons in the order they are added.
  var buttons: [Button]
  /// Set when the device would show other copy than the one asked for: the language it fell back to (`en`), or
  /// the entry and language (`common.unknown en`) when the entry itself could not be used.
  var fallback: String? = nil
  /// The plural forms the device takes for the drawn counts (`one`, `other`), in part order; empty when the copy
  /// drawn has none.
  var pluralForms: [PluralCategory] = []
  /// Whether the copy drawn varies by device, so the iPhone's variation is what is drawn.
  var variesByDevice = false
}
