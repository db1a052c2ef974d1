import CopydeckSource
import Foundation
import Testing

/// The alerts a Swift file builds, each part with its key and each button with the role the code gives it.
@Suite struct AlertFinderTests {
  /// Each alert as `call@line title | message | label:role, …`.
  func alerts(_ code: String) -> [String] {
    AlertFinder().find(in: Array(code.utf8), language: .swift, file: "A.swift").map { alert in
      let buttons = alert.buttons.map { "\($0.label.key):\($0.role.rawValue)" }.joined(separator: ", ")
      return "\(alert.call)@\(alert.line) \(alert.title.key) | \(alert.message?.key ?? "-") | \(buttons)"
    }
  }

  @Test func swiftUIAlertsAndDialogsWithTheirButtonsAndMessage() {
    let code = """
      view
        .alert("Delete?", isPresented: $a) {
          Button("Delete", role: .destructive) { Text("Not a button") }
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("Gone for good.")
        }
        .confirmationDialog("Sign out?", isPresented: $b, titleVisibility: .visible) {
          Button(role: .destructive) { out() } label: { Text("Sign Out") }
          Button("Stay") {}
        }
        .alert("No actions", isPresented: $c, actions: {}, message: { Text("Just OK.") })
        .alert(isPresented: $d) { Alert(title: Text("Old style")) }
        .alert(title, isPresented: $e) {}
      """
    #expect(
      alerts(code) == [
        ".alert@2 Delete? | Gone for good. | Delete:destructive, Cancel:cancel",
        ".confirmationDialog@8 Sign out? | - | Sign Out:destructive, Stay:default",
        ".alert@12 No actions | Just OK. | ",
      ])
  }

  @Test func uiAlertControllersWithTheActionsOfTheirBlock() {
    let code = """
      func failed() {
        let alert = UIAlertController(title: NSLocalizedString("save.failed.title", comment: ""), message: String(localized: "Try later."), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .cancel))
        let remove = UIAlertAction(title: NSLocalizedString("Remove", comment: ""), style: .destructive) { _ in }
        alert.addAction(remove)
      }
      func other() {
        alert.addAction(UIAlertAction(title: NSLocalizedString("Elsewhere", comment: ""), style: .default))
        let plain = UIAlertController(title: "Not localized", message: nil, preferredStyle: .actionSheet)
      }
      """
    #expect(alerts(code) == ["UIAlertController@2 save.failed.title | Try later. | OK:cancel, Remove:destructive"])
  }

  @Test func aNameAloneIsReadFromItsDeclarationInTheBlock() {
    let code = """
      func confirm() {
        let title = NSLocalizedString("Delete Feed", comment: "")
        let message = String(format: NSLocalizedString("Delete “%@”?", comment: ""), name)
        let cancel = NSLocalizedString("Cancel", comment: "")
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: cancel, style: .cancel))
        alert.addAction(.init(title: NSLocalizedString("Delete", comment: ""), style: .destructive, handler: nil))
      }
      """
    #expect(alerts(code) == ["UIAlertController@5 Delete Feed | Delete “%@”? | Cancel:cancel, Delete:destructive"])
  }

  @Test func debugOnlyAlertsAreLeftOut() {
    let code = """
      #if DEBUG
      let a = view.alert("Debug menu", isPresented: $a) {}
      #endif
      """
    #expect(alerts(code) == [])
  }
}
