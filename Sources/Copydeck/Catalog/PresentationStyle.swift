/// How the app presents an entry on the device, within its kind: the manifest's `"presentation"` field.
///
/// A `confirm` is an `alert` unless the entry says `actionSheet`; an `inline` entry is red `errorText` under the
/// field unless it is one of the failures the app prevents: a `disabledPlaceholder` (the text inside a disabled
/// field, saying why it is disabled) or a `disabledActionHint` (a neutral hint under a field whose action button
/// stays disabled). `alert` and `errorScreen` entries have one presentation each.
public enum PresentationStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// A centred alert (`UIAlertController.Style.alert`): the default for `alert` and `confirm`.
  case alert
  /// An action sheet from the bottom of the screen (`.actionSheet`); `confirm` only.
  case actionSheet
  /// The full-screen error with one retry action: `errorScreen` only.
  case errorScreen
  /// Red error text under an active field: the default for `inline`.
  case errorText
  /// The placeholder of a disabled field, saying why nothing can be typed; `inline` only, never drawn as an error.
  case disabledPlaceholder
  /// A neutral hint under a field while its action button stays disabled; `inline` only, never drawn as an error.
  case disabledActionHint

  /// The presentation an entry of `kind` has when the manifest says none.
  public static func `default`(for kind: EntryKind) -> PresentationStyle {
    switch kind {
    case .alert, .confirm: .alert
    case .errorScreen: .errorScreen
    case .inline: .errorText
    }
  }

  /// The presentations an entry of `kind` may have.
  public static func allowed(for kind: EntryKind) -> [PresentationStyle] {
    switch kind {
    case .alert: [.alert]
    case .confirm: [.alert, .actionSheet]
    case .errorScreen: [.errorScreen]
    case .inline: [.errorText, .disabledPlaceholder, .disabledActionHint]
    }
  }

  /// Whether the copy tells of an error the app let happen (red, with a glyph), rather than one it prevents.
  public var isError: Bool { self != .disabledPlaceholder && self != .disabledActionHint }
}
