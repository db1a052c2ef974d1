import Copydeck
import CopydeckFiles
import Foundation
import Testing

@Suite struct ResolvedCopyCodingTests {
  @Test func roundTripsThroughTheCommandsJSON() throws {
    let copy = CatalogFixtures.basic.resolve(id: "group.alreadyMember", locale: "ko-KR")
    let data = try JSONEncoder().encode(copy)
    let decoded = try JSONDecoder().decode(ResolvedCopy.self, from: data)
    #expect(decoded == copy)
    #expect(decoded.trail == copy.trail)
    #expect(copy.trail.count == 3)
  }

  @Test func absentTitleIsWrittenAsNull() throws {
    let copy = CatalogFixtures.basic.resolve(id: "todo.full", locale: "en")
    let json = String(decoding: try JSONEncoder().encode(copy), as: UTF8.self)
    #expect(json.contains(#""title":null"#))
  }
}
