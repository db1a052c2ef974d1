import Copydeck
import Testing

@testable import CopydeckChecks

/// Copydeck's location of a key or value (Swift Testing has a `SourceLocation` of its own).
typealias CopydeckLocation = Copydeck.SourceLocation

/// ``CopyText`` keeps its two locations in 32-bit lines and columns of one file, and as they are otherwise.
@Suite struct CopyTextTests {
  private func text(key: CopydeckLocation, value: CopydeckLocation) -> CopyText {
    CopyText(StringsEntry(key: "a", value: "A", comment: nil, location: key, valueLocation: value), language: "en", entryID: nil)
  }

  @Test(arguments: [
    (CopydeckLocation(file: "en.lproj/T.strings", line: 3, column: 1), CopydeckLocation(file: "en.lproj/T.strings", line: 3, column: 7)),
    (CopydeckLocation(file: "T.stringsdict", line: 12, column: 5), CopydeckLocation(file: "T.strings", line: 40, column: 9)),
    (CopydeckLocation(file: "T.strings", line: Int(Int32.max) + 1, column: 1), CopydeckLocation(file: "T.strings", line: 1, column: 3)),
    (CopydeckLocation(file: "T.strings", line: 1, column: 1), CopydeckLocation(file: "T.strings", line: 2, column: Int(Int32.max) + 5)),
  ])
  func locationsReadBackAsGiven(key: CopydeckLocation, value: CopydeckLocation) {
    let copy = text(key: key, value: value)
    #expect(copy.keyLocation == key)
    #expect(copy.location == value)
  }
}
