#if canImport(SwiftUI)
  import Copydeck
  import SwiftUI

  extension View {
    /// Presents resolved copy as SwiftUI does alerts: `.alert` for an alert, `.confirmationDialog` for an action
    /// sheet (see ``AlertPlan``), with the buttons in the catalog's order and their roles.
    ///
    /// `copy` is the copy to show while `isPresented` is true; `handlers` maps a button id (`"delete"`) to what it
    /// does, and a button without a handler only dismisses. On alerts the preferred action gets
    /// `keyboardShortcut(.defaultAction)` (where the platform has keyboard shortcuts), which SwiftUI draws bold.
    public func copydeckAlert(
      _ copy: ResolvedCopy?, isPresented: Binding<Bool>, handlers: [String: @MainActor () -> Void] = [:]
    ) -> some View {
      modifier(CopydeckAlertModifier(plan: copy.flatMap(AlertPlan.init), isPresented: isPresented, handlers: handlers))
    }
  }

  /// The modifier behind ``SwiftUI/View/copydeckAlert(_:isPresented:handlers:)``.
  struct CopydeckAlertModifier: ViewModifier {
    let plan: AlertPlan?
    @Binding var isPresented: Bool
    let handlers: [String: @MainActor () -> Void]

    func body(content: Content) -> some View {
      let title = Text(plan?.title ?? "")
      if plan?.style == .actionSheet {
        content.confirmationDialog(title, isPresented: $isPresented, titleVisibility: .visible) {
          buttons
        } message: {
          message
        }
      } else {
        content.alert(title, isPresented: $isPresented) {
          buttons
        } message: {
          message
        }
      }
    }

    @ViewBuilder private var message: some View {
      if let text = plan?.message { Text(text) }
    }

    @ViewBuilder private var buttons: some View {
      ForEach(plan?.actions ?? []) { action in
        let button = Button(action.title, role: role(action.style)) { handlers[action.id]?() }
        #if os(iOS) || os(macOS) || os(visionOS)
          if action.id == plan?.preferredActionID {
            button.keyboardShortcut(.defaultAction)
          } else {
            button
          }
        #else
          button
        #endif
      }
    }

    private func role(_ style: AlertPlan.ActionStyle) -> SwiftUI.ButtonRole? {
      switch style {
      case .default: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
