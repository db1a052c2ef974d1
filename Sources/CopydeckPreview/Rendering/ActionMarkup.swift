/// Draws one button of an alert, action sheet or error screen, carrying the attributes tests and style rely on.
enum ActionMarkup {
  /// The markup of `button`.
  ///
  /// - Parameters:
  ///   - bold: whether the system draws it bold (the preferred action, or cancel in the classic design).
  ///   - violation: set for a button beyond the third, which the HIG does not allow.
  static func draw(_ button: DrawnAlert.Button, bold: Bool, violation: Bool = false) -> HTML {
    let preferred: HTML = button.preferred ? " data-preferred=\"true\"" : ""
    let weight: HTML = bold ? " data-bold=\"true\"" : ""
    let flag: HTML = violation ? " data-violation=\"more-than-three-buttons\" title=\"\(Bilingual.tooManyButtons.plain)\"" : ""
    return """
      <div class="action" data-role="\(button.role.rawValue)"\(preferred)\(weight)\(flag)><span class="label">\(button.label)</span></div>
      """
  }
}
