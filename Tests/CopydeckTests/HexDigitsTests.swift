import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// `hexDigits` prints what `String(format:)` prints for the parser's `%02X`, `%04X` and `%08X` messages.
@Suite struct HexDigitsTests {
  @Test(arguments: [2, 4, 8])
  func printsAsFormatDoes(width: Int) {
    let values: [UInt32] = [0, 0x7, 0xA9, 0xFF, 0x100, 0xD83D, 0xFFFF, 0x1_0000, 0x10_FFFF, 0xDEAD_BEEF, .max]
    for value in values {
      #expect(hexDigits(value, width: width) == String(format: "%0\(width)X", value))
      #expect(hexDigits(value, width: width, uppercase: false) == String(format: "%0\(width)x", value))
    }
  }
}
