/// Where an alert's buttons go and which one is bold, following UIKit (ios-alerts.md §3.3).
///
/// The markup keeps buttons in the order they were added; the style sheet moves the cancel button to the leading
/// end of a row or the bottom of a stack, so the browser script can switch a row that does not fit to a stack
/// without reordering anything.
struct ButtonLayout: Equatable {
  /// How the buttons are arranged.
  enum Arrangement: String {
    /// Side by side: exactly two buttons, cancel leading.
    case row
    /// One above the other: one, three or more buttons, cancel at the bottom.
    case stack
  }

  /// The most buttons an alert should have (HIG "up to three buttons"); later ones are flagged.
  static let maximumButtons = 3

  var arrangement: Arrangement
  /// The index (in add order) of the button drawn bold, if any.
  var boldIndex: Int?

  /// Lays out `buttons` for `design` at `textSize`.
  ///
  /// Two buttons start side by side (the browser stacks them if a label does not fit on one line, as UIKit does);
  /// any other count stacks, and so does every alert at an accessibility text size (UIKit switches to its large
  /// layout there; Flutter's recreation does at a text scale of 1.4, between xxxLarge and AX1). The preferred
  /// button is bold; without one, the classic design makes cancel bold, as `UIAlertController` does, and the
  /// iOS 26 design makes none bold.
  init(buttons: [DrawnAlert.Button], design: PreviewOptions.Design, textSize: PreviewOptions.TextSize = .large) {
    arrangement = buttons.count == 2 && !textSize.isAccessibility ? .row : .stack
    if let preferred = buttons.firstIndex(where: \.preferred) {
      boldIndex = preferred
    } else if design == .classic {
      boldIndex = buttons.firstIndex { $0.role == .cancel }
    } else {
      boldIndex = nil
    }
  }
}
