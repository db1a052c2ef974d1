/// How resolved copy is shown, with the copy typed for that shape.
public enum CopyPresentation: Sendable, Hashable {
  /// A modal alert (entries of kind `alert`, and `confirm` unless presented as an action sheet): the preferred
  /// action is bold.
  case alert(AlertCopy)
  /// A confirmation presented as an action sheet (`"presentation": "actionSheet"`): the preferred action is ignored
  /// and Cancel sits apart at the bottom.
  case actionSheet(AlertCopy)
  /// A full-screen error with one retry action (kind `errorScreen`).
  case errorScreen(ErrorScreenCopy)
  /// Inline error text under the field it is about (kind `inline`).
  case inline(InlineCopy)
  /// The placeholder of a disabled field, saying why it is disabled (`"presentation": "disabledPlaceholder"`): a
  /// failure the app prevents, so never styled as an error.
  case disabledPlaceholder(InlineCopy)
  /// A neutral hint under a field while its action button stays disabled (`"presentation": "disabledActionHint"`):
  /// a failure the app prevents, so never styled as an error.
  case disabledActionHint(InlineCopy)
}
