import Foundation
import Testing

/// Screenshots of the shipped copy as the preview draws it.
///
/// A test run never writes tracked files: the screenshots go to `.build/screenshots/`, and `make screenshots` (which
/// sets `SCREENSHOTS_DIR`) refreshes the ones README.md shows in `docs/screenshots/` on purpose.
@Suite(.serialized, BrowserAvailability.trait) struct ScreenshotTests {
  static let folder =
    ProcessInfo.processInfo.environment["SCREENSHOTS_DIR"].map { URL(fileURLWithPath: $0) }
    ?? BrowserFixture.repository.appendingPathComponent(".build/screenshots")

  @Test func savesScreenshotsOfAFewEntries() throws {
    let shots = [
      ("alert-ios26.png", "/entries/account.revokeRequired"),
      ("alert-classic-dark.png", "/entries/account.suspended?design=classic&appearance=dark"),
      ("confirmation-sheet.png", "/entries/confirm.discardDraft"),
      ("error-screen.png", "/entries/common.networkUnavailable"),
      ("inline-error.png", "/entries/validation.invalidFormat"),
    ]
    try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
    try BrowserFixture.with(copy: BrowserFixture.repository.appendingPathComponent("Localizations")) { fixture in
      for (name, path) in shots {
        try fixture.open(path)
        try save(try fixture.browser.screenshot(of: ".drawings"), name)
      }
      // The pages as a laptop shows them.
      try fixture.browser.resizeViewport(width: PageLayoutTests.laptop.width, height: PageLayoutTests.laptop.height)
      try fixture.open("/entries/account.revokeRequired")
      try save(try fixture.browser.screenshot(), "entry-page.png")
      try fixture.open("/")
      try save(try fixture.browser.screenshot(), "index.png")
    }
  }

  @Test func screenshotOfAnEntryBeingEdited() throws {
    try BrowserFixture.with(copy: BrowserFixture.repository.appendingPathComponent("Localizations")) { fixture in
      // Tall enough for the drawing and the fields under it in one picture.
      try fixture.browser.resizeViewport(width: PageLayoutTests.laptop.width, height: 1500)
      try BrowserEditingTests.unlock(fixture, then: "/entries/group.full")
      try BrowserEditingTests.type(
        fixture, "그룹 자리가 모두 찼어요. 모임장에게 자리를 만들어 달라고 부탁하거나, 다른 초대 코드로 참여해 주세요. 빈자리가 생기면 알려 드릴게요.",
        into: BrowserEditingTests.field("group.full.message", "ko"))
      _ = try BrowserEditingTests.waitUntil(fixture, "document.querySelector('.findings-section[data-unsaved]') !== null")
      let png = try fixture.browser.screenshot()
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try save(png, "entry-editing.png")
    }
  }

  private func save(_ png: Data, _ name: String) throws {
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is not a PNG")
    #expect(png.count > 10_000, "\(name) is nearly empty")
    try png.write(to: Self.folder.appendingPathComponent(name))
  }
}
