/// Estimates how many lines a label wraps to, the way a UILabel breaks alert text.
///
/// Lines break at spaces (Korean too: iOS keeps an eojeol together, like CSS `word-break: keep-all`) and at
/// every line feed; a word wider than the whole line is broken between characters.
enum LineEstimator {
  /// The number of lines `text` takes in a box `width` points wide; 0 for empty text.
  static func lines(of text: String, font: SystemFont, width: Double) -> Int {
    guard !text.isEmpty else { return 0 }
    let space = font.advance(of: " ")
    var lines = 1
    var lineWidth = 0.0  // the words already placed on the current line
    var wordWidth = 0.0  // the word being read
    func placeWord() {
      guard wordWidth > 0 else { return }
      if lineWidth > 0, lineWidth + space + wordWidth <= width {
        lineWidth += space + wordWidth
      } else {
        if lineWidth > 0 { lines += 1 }
        lineWidth = wordWidth
        while lineWidth > width {  // a word longer than the line breaks between characters
          lines += 1
          lineWidth -= width
        }
      }
      wordWidth = 0
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case " ":
        placeWord()
      case "\n":
        placeWord()
        lines += 1
        lineWidth = 0
      default:
        wordWidth += font.advance(of: scalar)
      }
    }
    placeWord()
    return lines
  }
}
