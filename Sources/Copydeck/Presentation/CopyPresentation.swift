/// How resolved copy is shown, with the copy typed for that shape.
public enum CopyPresentation: Sendable, Hashable {
  /// A modal alert or confirmation dialog (entries of kind `alert` and `confirm`).
  case alert(AlertCopy)
  /// A full-screen error with one retry action (kind `errorScreen`).
  case errorScreen(ErrorScreenCopy)
  /// Inline text (kind `inline`).
  case inline(InlineCopy)
}
