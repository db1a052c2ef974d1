/// Draws the title and message of a drawing, tagged with `data-part`.
///
/// An absent part (`nil`) draws nothing; an empty string still draws its (blank) area, as UIKit does for `""`.
enum TextParts {
  /// The title element, or nothing.
  static func title(_ title: String?) -> HTML {
    guard let title else { return "" }
    return "<h3 class=\"title\" data-part=\"title\">\(title)</h3>"
  }

  /// The message element, or nothing.
  static func message(_ message: String?) -> HTML {
    guard let message else { return "" }
    return "<p class=\"message\" data-part=\"message\">\(message)</p>"
  }
}
