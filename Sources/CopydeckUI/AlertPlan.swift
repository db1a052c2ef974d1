import Copydeck

/// How to present an entry's resolved copy as an alert or an action sheet, decided once for UIKit and SwiftUI alike.
///
/// The actions keep the catalog's order (UIKit lays actions out in the order they are added), each with its style:
/// `.cancel` for the cancel button, `.destructive` for a destructive one (drawn red). The preferred action is the
/// manifest's preferred button, on alerts only: UIKit ignores `preferredAction` on action sheets. An entry is an alert
/// or an action sheet as its manifest's `"presentation"` says (``ResolvedCopy/style``): a `confirm` is an alert unless
/// it says `actionSheet`; an `alert` is always an alert.
public struct AlertPlan: Sendable, Hashable {
  /// Whether the copy is shown as a centred alert or as an action sheet from the bottom.
  public enum Style: Sendable, Hashable {
    /// `UIAlertController.Style.alert`, SwiftUI's `.alert`.
    case alert
    /// `UIAlertController.Style.actionSheet`, SwiftUI's `.confirmationDialog`.
    case actionSheet
  }

  /// How one action is drawn and where UIKit puts it.
  public enum ActionStyle: Sendable, Hashable {
    /// A plain action.
    case `default`
    /// The action that dismisses without acting; UIKit places it leading in a row, at the bottom of a stack.
    case cancel
    /// An action that destroys data or cannot be undone; drawn in red.
    case destructive
  }

  /// One button of the alert.
  public struct Action: Sendable, Hashable, Identifiable {
    /// The button's id from the manifest, e.g. `delete`: the key of its handler.
    public var id: String
    /// The label in the resolved language.
    public var title: String
    /// How it is drawn.
    public var style: ActionStyle
  }

  /// Alert or action sheet.
  public var style: Style
  /// The title.
  public var title: String
  /// The message, or `nil` when the entry has none.
  public var message: String?
  /// The actions, in the catalog's order.
  public var actions: [Action]
  /// The id of the action to set as `preferredAction` (bold, triggered by Return); `nil` on action sheets and when
  /// the manifest prefers none.
  public var preferredActionID: String?

  /// The plan for `copy`, presented as its manifest says, or `nil` when its kind is not shown as an alert
  /// (`errorScreen`, `inline`).
  public init?(_ copy: ResolvedCopy) {
    switch copy.presentation {
    case .alert: self.init(copy, style: .alert)
    case .actionSheet: self.init(copy, style: .actionSheet)
    case .errorScreen, .inline, .disabledPlaceholder, .disabledActionHint: return nil
    }
  }

  /// The plan for `copy` shown with `style`, whatever its kind.
  public init(_ copy: ResolvedCopy, style: Style) {
    self.style = style
    title = copy.title ?? ""
    message = copy.message
    actions = copy.buttons.map { button in
      let style: ActionStyle =
        switch button.role {
        case .cancel: .cancel
        case .destructive: .destructive
        case .default: .default
        }
      return Action(id: button.id, title: button.label, style: style)
    }
    preferredActionID = style == .alert ? copy.buttons.first(where: \.preferred)?.id : nil
  }

  /// The action drawn bold: the preferred one, otherwise (on an alert) the cancel action, as UIKit draws it.
  public var boldActionID: String? {
    guard style == .alert else { return nil }
    return preferredActionID ?? actions.first { $0.style == .cancel }?.id
  }

  /// The cancel action, if there is one.
  public var cancelAction: Action? { actions.first { $0.style == .cancel } }
}
