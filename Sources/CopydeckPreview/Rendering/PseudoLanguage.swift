/// Xcode's pseudo-languages: the development language's copy, transformed to show layout problems before a
/// translation exists.
enum PseudoLanguage: String, CaseIterable {
  /// Latin letters get accents: "Delete" → "Ḋéļéţé" (tests glyphs above and below the line).
  case accented
  /// Every string twice, as Xcode's "Double-Length Pseudolanguage": "Delete" → "Delete Delete".
  case double
  /// Brackets around every string, as Xcode's "Bounded String Pseudolanguage": "[# Delete #]" (shows clipping).
  case bounded
  /// The development language laid out right to left, as Xcode's "Right-to-Left Pseudolanguage".
  case rtl

  /// Transforms one string of the development language.
  func transform(_ text: String) -> String {
    switch self {
    case .accented: String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
    case .double: text + " " + text
    case .bounded: "[# " + text + " #]"
    case .rtl: text
    }
  }

  /// Whether the layout runs right to left.
  var isRightToLeft: Bool { self == .rtl }

  /// The accented form of each Latin letter (precomposed, so line breaking and widths stay realistic).
  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPrRsStTuUwWyYzZ"
    let accented = "åÅƀḂçÇḋḊéÉƒḞĝĜĥĤîÎĵĴķĶļĻḿḾñÑöÖþÞŕŔšŠţŢûÛŵŴýÝžŽ"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
  }()
}
