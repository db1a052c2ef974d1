/// Estimated advance widths of the iOS system fonts, per script, at a given size and weight.
///
/// iOS sets Latin text in SF Pro and falls back per script: Hangul in Apple SD Gothic Neo. The fonts cannot be
/// shipped or measured here, so widths are estimates: Latin uses Helvetica-class advance widths (SF Pro Text's
/// proportions are close) plus Apple's published SF Pro tracking for the size; Hangul syllables and jamo are
/// 0.92 em (Apple SD Gothic Neo's syllable advance is slightly under one em); ideographs and full-width forms
/// 1 em; emoji 1.2 em. Semibold Latin is about 4 % wider. Good enough to tell "fits" from "wraps" — not a renderer.
struct SystemFont: Sendable {
  /// The point size.
  let size: Double
  /// Whether the text is semibold (alert titles, the preferred button).
  let semibold: Bool
  /// The advances of U+0020…U+007E in points, tracking included, worked out once.
  private let asciiAdvances: [Double]

  /// A font of `size` points, regular or semibold.
  init(size: Double, semibold: Bool) {
    self.size = size
    self.semibold = semibold
    let tracking = Self.tracking(size: size)
    asciiAdvances = Self.latinWidths.map { Double($0) / 1000 * size * (semibold ? 1.04 : 1) + tracking }
  }

  /// The alert title: 17 pt semibold.
  static let alertTitle = SystemFont(size: 17, semibold: true)
  /// The alert message: 13 pt regular.
  static let alertMessage = SystemFont(size: 13, semibold: false)
  /// A button label: 17 pt regular.
  static let button = SystemFont(size: 17, semibold: false)
  /// The preferred (bold) button label: 17 pt semibold.
  static let boldButton = SystemFont(size: 17, semibold: true)
  /// A text field's text and placeholder: Body, 17 pt regular.
  static let fieldText = SystemFont(size: 17, semibold: false)
  /// An action sheet's title: 13 pt semibold.
  static let sheetTitle = SystemFont(size: 13, semibold: true)
  /// An action sheet's message: 13 pt regular.
  static let sheetMessage = SystemFont(size: 13, semibold: false)
  /// An action sheet's button label: 20 pt regular.
  static let sheetButton = SystemFont(size: 20, semibold: false)
  /// An action sheet's Cancel label: 20 pt semibold.
  static let boldSheetButton = SystemFont(size: 20, semibold: true)

  /// The estimated width of `text` in points, on one line.
  func width(of text: String) -> Double {
    var total = 0.0
    for scalar in text.unicodeScalars {
      total += advance(of: scalar)
    }
    return total
  }

  /// The advance of one Unicode scalar in points, tracking included.
  func advance(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    switch value {
    case 0x20...0x7E:
      return asciiAdvances[Int(value - 0x20)]
    case 0x00A0...0x024F:  // Latin-1 and Latin Extended: accented letters are as wide as their base letters
      return 0.56 * size * (semibold ? 1.04 : 1) + Self.tracking(size: size)
    case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3:  // Hangul jamo, compatibility jamo, syllables
      return 0.92 * size
    case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0xFFE0...0xFFE6:  // CJK, full-width forms
      return size
    case 0x0300...0x036F, 0x200B...0x200D, 0xFE00...0xFE0F:  // combining marks, zero-width, variation selectors
      return 0
    case 0x1F000...0x1FAFF, 0x2600...0x27BF:  // emoji and symbols
      return 1.2 * size
    default:
      return 0.6 * size
    }
  }

  /// SF Pro tracking in points for the text sizes alerts and action sheets use (Apple's typography tables).
  private static func tracking(size: Double) -> Double {
    switch size {
    case 17: -0.43
    case 13: -0.08
    case 20: 0.38
    default: 0
    }
  }

  /// Advance widths of U+0020 through U+007E in thousandths of an em (Helvetica-class proportions).
  private static let latinWidths: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  //  !"#$%&'()*+,-./
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556,  // 0-9
    278, 278, 584, 584, 584, 556, 1015,  // :;<=>?@
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,  // A-M
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,  // N-Z
    278, 278, 278, 469, 556, 333,  // [\]^_`
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,  // a-m
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,  // n-z
    334, 260, 334, 584,  // {|}~
  ]
}
