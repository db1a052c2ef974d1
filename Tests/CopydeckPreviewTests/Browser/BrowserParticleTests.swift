import Copydeck
import CopydeckTestSupport
import Foundation
import Testing

/// The preview chooses every Korean particle as the library does: for each word of the reading table and of the
/// held-out list, the server's drawing (the library) and the browser's instant redraw (public/format.js, reading the
/// library's tables from the page) agree byte for byte, and both are the form the library chose.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserParticleTests {
  @Test(arguments: [("table", KoreanReadings.table), ("held out", KoreanReadings.heldOut)])
  func theBrowserChoosesEveryParticleAsTheLibraryDoes(list: String, entries: [KoreanReadings.Reading]) throws {
    let copy = try KoreanReadings.catalog(of: entries)
    defer { try? FileManager.default.removeItem(at: copy) }
    let expected = entries.map { entry in
      KoreanReadings.line(
        entry.word,
        forms: KoreanReadings.written.map { pair in
          let particle = KoreanParticle.prefix(of: pair[...])!
          return particle.form(after: entry.word[...]).map(String.init) ?? particle.written
        })
    }
    try BrowserFixture.with(copy: copy) { fixture in
      try fixture.open("/entries/words.particles")
      let (server, browser) = try fixture.serverAndBrowserDrawing(entry: "words.particles", language: "ko", part: "message")
      let serverLines = server.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let browserLines = browser.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(serverLines.count == entries.count && browserLines.count == entries.count, "\(list)")
      for (index, line) in expected.enumerated() where index < min(serverLines.count, browserLines.count) {
        #expect(serverLines[index] == line, "\(list): server, \(entries[index])")
        #expect(browserLines[index] == line, "\(list): browser, \(entries[index])")
      }
    }
  }
}
