/// A text field in a form (iOS 13–18, default text size), as the placeholder rule estimates it: the narrowest
/// current iPhone is 375 pt wide, a grouped field sits 16 pt from each edge and its text 16 pt inside it, so a
/// placeholder has 375 − 2 × 16 − 2 × 16 = 311 pt on one line, in Body (17 pt regular). A placeholder never wraps:
/// UITextField cuts a longer one off with an ellipsis. Estimates, like the alert's.
enum FieldGeometry {
  /// The width a placeholder has on its one line.
  static let textWidth = 375.0 - 2 * 16 - 2 * 16

  /// The estimated one-line width of a placeholder.
  static func placeholderWidth(_ text: String) -> Double {
    SystemFont.fieldText.width(of: text)
  }
}
