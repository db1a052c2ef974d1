import Foundation
import Testing

/// A session the pool hands to the next test is as a new one is: what one test leaves behind (tabs, a resized
/// window, cookies, stored edits) never reaches the next.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserPoolTests {
  private static let state = """
    return { cookie: document.cookie, stored: localStorage.length, session: sessionStorage.length, viewport: [innerWidth, innerHeight] };
    """

  @Test func aResetSessionKeepsNothingOfTheLastTest() throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/")
      let fresh = try #require(try fixture.browser.run(Self.state) as? [String: Any])
      try fixture.browser.run(
        "document.cookie = 'left=behind; max-age=3600'; localStorage.setItem('edit', 'unsaved'); sessionStorage.setItem('tab', 'state');")
      try fixture.browser.resizeViewport(width: 700, height: 500)
      try fixture.browser.openTab()
      try fixture.open("/")
      #expect(try fixture.browser.windowHandles().count == 2)

      try fixture.browser.reset()
      #expect(try fixture.browser.windowHandles().count == 1)
      #expect(try fixture.browser.run("return location.href;") as? String == "about:blank")
      try fixture.open("/")
      let after = try #require(try fixture.browser.run(Self.state) as? [String: Any])
      #expect(after["cookie"] as? String == "")
      #expect(after["stored"] as? Int == 0)
      #expect(after["session"] as? Int == 0)
      #expect(after["viewport"] as? [Int] == fresh["viewport"] as? [Int])
    }
  }
}
