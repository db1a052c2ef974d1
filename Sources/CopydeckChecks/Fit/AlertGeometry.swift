/// The classic iOS alert's layout (iOS 13–18, default text size), as the fit rules estimate it.
///
/// The alert is 270 pt wide with 16 pt on each side of the text, so title and message wrap in a 238 pt box.
/// Two buttons sit side by side, 135 pt each, when each label fits on one line inside its half; otherwise iOS
/// stacks them. An alert taller than about 580 pt (a 4.7-inch iPhone, 667 pt tall, less the status bar and
/// margins) scrolls. Title lines are about 22 pt, message lines about 18 pt, buttons 44 pt, padding 20 pt.
enum AlertGeometry {
  /// The width of the title and message box.
  static let textWidth = 270.0 - 2 * 16
  /// The widest a button label can be and still sit beside another button.
  static let sideBySideLabelWidth = 135.0 - 2 * 8
  /// The most title lines the HIG accepts.
  static let maximumTitleLines = 2
  /// The tallest alert that shows without scrolling.
  static let maximumHeight = 580.0
  /// The height of one title line.
  static let titleLineHeight = 22.0
  /// The height of one message line.
  static let messageLineHeight = 18.0
  /// The height of one button row.
  static let buttonHeight = 44.0
  /// The padding above the title plus below the message, and the gap between them.
  static let verticalPadding = 20.0 + 20.0 + 2.0

  /// Estimated title lines.
  static func titleLines(_ title: String) -> Int {
    LineEstimator.lines(of: title, font: .alertTitle, width: textWidth)
  }

  /// Estimated message lines.
  static func messageLines(_ message: String) -> Int {
    LineEstimator.lines(of: message, font: .alertMessage, width: textWidth)
  }

  /// Whether two labels of these one-line widths fit side by side.
  static func fitSideBySide(widths: [Double]) -> Bool {
    widths.count == 2 && widths.allSatisfy { $0 <= sideBySideLabelWidth }
  }

  /// The estimated one-line width of a button label.
  static func labelWidth(_ label: String, bold: Bool) -> Double {
    (bold ? SystemFont.boldButton : SystemFont.button).width(of: label)
  }

  /// How many message lines fit before the alert scrolls, given the title's lines and the button rows.
  static func messageLinesBeforeScrolling(titleLines: Int, buttonRows: Int) -> Int {
    let used = verticalPadding + Double(titleLines) * titleLineHeight + Double(buttonRows) * buttonHeight
    return Int(((maximumHeight - used) / messageLineHeight).rounded(.down))
  }
}
