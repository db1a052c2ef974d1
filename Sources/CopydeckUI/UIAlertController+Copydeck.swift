#if canImport(UIKit) && !os(watchOS)
  import Copydeck
  import UIKit

  extension UIAlertController {
    /// An alert controller for resolved copy: actions in the catalog's order with their styles, the preferred action
    /// set, alert or action sheet as the entry's kind says (see ``AlertPlan``).
    ///
    /// `handlers` maps a button id (`"delete"`) to what the button does; a button without a handler only dismisses.
    /// Returns `nil` for copy that is not an alert (`errorScreen`, `inline`). Present an action sheet on iPad from a
    /// source view (`popoverPresentationController?.sourceView`).
    public convenience init?(copy: ResolvedCopy, handlers: [String: @MainActor () -> Void] = [:]) {
      guard let plan = AlertPlan(copy) else { return nil }
      self.init(plan: plan, handlers: handlers)
    }

    /// An alert controller that follows `plan`.
    public convenience init(plan: AlertPlan, handlers: [String: @MainActor () -> Void] = [:]) {
      self.init(
        title: plan.title, message: plan.message, preferredStyle: plan.style == .alert ? .alert : .actionSheet)
      for action in plan.actions {
        let handler = handlers[action.id]
        let style: UIAlertAction.Style =
          switch action.style {
          case .default: .default
          case .cancel: .cancel
          case .destructive: .destructive
          }
        let alertAction = UIAlertAction(title: action.title, style: style) { _ in
          MainActor.assumeIsolated { handler?() }
        }
        addAction(alertAction)
        if action.id == plan.preferredActionID { preferredAction = alertAction }
      }
    }
  }
#endif
