import UIKit

/// Seeded for `copydeck init`: a UIKit alert built from lookups.
final class SaveController: UIViewController {
  func saveFailed() {
    let alert = UIAlertController(
      title: NSLocalizedString("Couldn't save", comment: "Title of the alert shown when a save fails"),
      message: NSLocalizedString("Try again in a moment.", comment: ""), preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .cancel))
    present(alert, animated: true)
  }
}
