/// The classic iOS action sheet's layout (iOS 13–18, default text size, a 4.7-inch iPhone 375 × 667 pt), as the fit
/// rules estimate it for a confirmation presented as `actionSheet`.
///
/// From the reference's action sheet figures (ios-alerts.md, S10): the sheet sits 8 pt from the screen's edges, so it
/// is 375 − 2 × 8 = 359 pt wide, and its title and message wrap in 359 − 2 × 16 = 327 pt; title (13 pt semibold) and
/// message (13 pt) sit in a header padded 13.5 pt above and below, about 16 pt a line. Every button has its own 57 pt
/// row with a 20 pt label (never side by side); Cancel sits apart in its own group 8 pt below the others and is the
/// bold one — an action sheet ignores the preferred action. The HIG asks for a one-line title. The sheet scrolls when
/// it is taller than the screen less the status bar (20 pt) and its 8 pt insets above and below: 631 pt. Estimates.
enum SheetGeometry {
  /// The width of the title and message box.
  static let textWidth = 375.0 - 2 * 8 - 2 * 16
  /// The sheet's own width, for messages.
  static let width = 375.0 - 2 * 8
  /// The most title lines the HIG accepts on an action sheet (HIG-SHEET-003).
  static let maximumTitleLines = 1
  /// The tallest sheet that shows without scrolling.
  static let maximumHeight = 667.0 - 20 - 2 * 8
  /// The height of one title or message line.
  static let lineHeight = 16.0
  /// The height of one button row.
  static let buttonHeight = 57.0
  /// The header's padding above and below its text.
  static let headerPadding = 2 * 13.5
  /// The gap between the actions and the Cancel group.
  static let cancelGap = 8.0

  /// Estimated title lines.
  static func titleLines(_ title: String) -> Int {
    LineEstimator.lines(of: title, font: .sheetTitle, width: textWidth)
  }

  /// Estimated message lines.
  static func messageLines(_ message: String) -> Int {
    LineEstimator.lines(of: message, font: .sheetMessage, width: textWidth)
  }

  /// The estimated one-line width of a button label (Cancel is the bold one).
  static func labelWidth(_ label: String, bold: Bool) -> Double {
    (bold ? SystemFont.boldSheetButton : SystemFont.sheetButton).width(of: label)
  }

  /// How many message lines fit before the sheet scrolls, given the title's lines, the button rows and whether a
  /// Cancel group sits apart.
  static func messageLinesBeforeScrolling(titleLines: Int, buttonRows: Int, cancelApart: Bool) -> Int {
    let used = headerPadding + Double(titleLines) * lineHeight + Double(buttonRows) * buttonHeight + (cancelApart ? cancelGap : 0)
    return Int(((maximumHeight - used) / lineHeight).rounded(.down))
  }
}
