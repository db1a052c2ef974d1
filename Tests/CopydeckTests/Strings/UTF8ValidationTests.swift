import CopydeckTestSupport
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// The word-at-a-time validator accepts exactly what Swift's own UTF-8 validation accepts.
@Suite struct UTF8ValidationTests {
  @Test func agreesWithTheStandardLibraryOnRandomBytes() {
    var random = SeededGenerator(seed: 42)
    let pieces: [[UInt8]] = [
      Array("plain ascii text ".utf8), Array("한국어 😀 é".utf8), [0x80], [0xA9], [0xC0, 0xAF], [0xC2], [0xE0, 0x80, 0x80],
      [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
      [0xF5], [0xFF], [0xE2, 0x80], [0xF0, 0x9F, 0x98],
    ]
    for _ in 0..<5_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) { bytes += pieces.randomElement(using: &random)! }
      let ours = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
      let swift = bytes.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
      #expect((ours == nil) == (swift != nil), "\(bytes)")
      if let offset = ours {
        let prefix = bytes[..<offset].withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
        #expect(prefix != nil, "the bytes before the reported offset must be valid: \(bytes)")
      }
    }
  }
}
