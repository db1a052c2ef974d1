import Copydeck
import CopydeckTestSupport
import Foundation
import Testing

/// `copydeck resolve` chooses each particle after an argument as the library does, for every word of the reading
/// table and of the held-out list: the form its reading takes, or the pair as written when the reading is unknown.
@Suite struct ResolveParticleTests {
  @Test(arguments: [("table", KoreanReadings.table), ("held out", KoreanReadings.heldOut)])
  func resolveChoosesTheParticleTheLibraryChooses(list: String, entries: [KoreanReadings.Reading]) throws {
    let copy = try KoreanReadings.catalog(of: entries)
    defer { try? FileManager.default.removeItem(at: copy) }
    let result = runCopydeck(
      ["resolve", "words.particles", "--locale", "ko", "--localizations", copy.path] + entries.flatMap { ["--arg", $0.word] })
    #expect(result.status == 0, "\(result.stderr)")
    let resolved = try JSONDecoder().decode(ResolvedCopy.self, from: Data(result.stdout.utf8))
    let lines = try #require(resolved.message).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == entries.count, "\(list)")
    for (entry, line) in zip(entries, lines) {
      let forms = KoreanReadings.written.map { pair in
        let particle = KoreanParticle.prefix(of: pair[...])!
        return particle.form(after: entry.word[...]).map(String.init) ?? particle.written
      }
      #expect(line == KoreanReadings.line(entry.word, forms: forms), "\(list): \(entry)")
    }
  }
}
