/// Estimates how many lines a label wraps to, the way a UILabel breaks alert text.
///
/// Lines break at spaces (Korean too: iOS keeps an eojeol together, like CSS `word-break: keep-all`) and at
/// every line feed; a word wider than the whole line is broken between characters.
enum LineEstimator {
  /// The number of lines `text` takes in a box `width` points wide; 0 for empty text.
  static func lines(of text: String, font: SystemFont, width: Double) -> Int {
    guard !text.isEmpty else { return 0 }
    let space = font.advance(of: " ")
    var total = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var lines = 1
      var lineWidth = 0.0
      for word in paragraph.split(separator: " ") {
        let wordWidth = font.width(of: word)
        let needed = lineWidth == 0 ? wordWidth : lineWidth + space + wordWidth
        if needed <= width {
          lineWidth = needed
          continue
        }
        if lineWidth > 0 { lines += 1 }
        lineWidth = wordWidth
        while lineWidth > width {  // a word longer than the line breaks between characters
          lines += 1
          lineWidth -= width
        }
      }
      total += lines
    }
    return total
  }
}
