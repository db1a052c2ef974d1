import Copydeck
import CopydeckTestSupport
import Testing

/// Words held out from writing the reading rules (Fixtures/KoreanReadings/held-out.txt): none may get a wrong particle;
/// a word whose reading the rules cannot tell keeps the pair as written, and those stay few.
@Suite struct KoreanHeldOutTests {
  @Test func noHeldOutWordGetsAWrongParticleAndFewKeepThePair() throws {
    var kept: [String] = []
    for entry in KoreanReadings.heldOut {
      for pair in KoreanReadings.measured {
        let particle = try #require(KoreanParticle.prefix(of: "\(pair.0)(\(pair.1))"))
        guard let form = particle.form(after: entry.word[...]) else {
          kept.append("\(entry) \(pair.0)(\(pair.1))")
          continue
        }
        #expect(String(form) == KoreanReadings.expected(pair, after: entry.reading), "\(entry)")
      }
    }
    #expect(KoreanReadings.heldOut.count >= 100)
    #expect(kept.count * 10 <= KoreanReadings.heldOut.count * KoreanReadings.measured.count, "kept as written: \(kept)")
  }
}
