import Foundation
import Testing

/// Screenshots of the shipped copy as the preview draws it: each is a PNG of the size of what it shows (the drawings'
/// bounds on the page, or the viewport) with a picture in it, not a blank or single-colour image.
///
/// A test run never writes tracked files: the screenshots go to `.build/screenshots/`, and `make screenshots` (which
/// sets `SCREENSHOTS_DIR`) refreshes the ones the docs show in `docs/screenshots/` on purpose.
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
        try save(try fixture.browser.screenshot(of: ".drawings"), name, of: ".drawings", in: fixture)
      }
      // The pages as a laptop shows them.
      try fixture.browser.resizeViewport(width: PageLayoutTests.laptop.width, height: PageLayoutTests.laptop.height)
      try fixture.open("/entries/account.revokeRequired")
      try save(try fixture.browser.screenshot(), "entry-page.png", in: fixture)
      try fixture.open("/")
      try save(try fixture.browser.screenshot(), "index.png", in: fixture)
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
      try save(png, "entry-editing.png", in: fixture)
    }
  }

  /// The entry page of `group.full` with its Korean message missing, the finding opened: what the copywriters' guide
  /// (docs/copywriters.md, "Read a finding") shows.
  @Test func screenshotOfAnEntryWithAFinding() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-finding-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: BrowserFixture.repository.appendingPathComponent("Localizations"), to: copy)
    let table = copy.appendingPathComponent("ko.lproj/Groups.strings")
    let text = try String(contentsOf: table, encoding: .utf8)
    let message = "\"group.full.message\" = \"그룹장에게 자리를 요청하거나 다른 초대코드로 참여해주세요.\";\n"
    #expect(text.contains(message), "the bundled Korean message of group.full changed; update this test")
    try text.replacingOccurrences(of: message, with: "").write(to: table, atomically: true, encoding: .utf8)
    try BrowserFixture.with(copy: copy) { fixture in
      try fixture.browser.resizeViewport(width: PageLayoutTests.laptop.width, height: PageLayoutTests.laptop.height)
      try fixture.open("/entries/group.full")
      let opened = try fixture.browser.run(
        "const details = document.querySelector('details.findings-section'); if (details) { details.open = true; } return details !== null;",
        [])
      #expect(opened as? Bool == true, "the entry page shows no findings")
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try save(try fixture.browser.screenshot(), "entry-finding.png", in: fixture)
    }
  }

  /// Checks `png` and writes it as `name`: a PNG as large as the element `selector` (or, without one, the viewport)
  /// in device pixels, whose pixels are not all one colour.
  private func save(_ png: Data, _ name: String, of selector: String? = nil, in fixture: BrowserFixture) throws {
    try png.write(to: Self.folder.appendingPathComponent(name))
    let picture = try Picture(png, in: fixture.browser)
    let box = try fixture.browser.run(Self.boundsScript, [selector ?? NSNull()])
    let bounds = try #require(Self.numbers(box, count: 2), "\(name): the page has no \(selector ?? "viewport")")
    // The browser rounds a fractional box to whole pixels, either way.
    #expect(
      abs(Double(picture.width) - bounds[0]) < 1 && abs(Double(picture.height) - bounds[1]) < 1,
      "\(name) is \(picture.width)×\(picture.height) pixels; \(selector ?? "the viewport") is \(bounds[0])×\(bounds[1])")
    #expect(picture.colours >= 16, "\(name) has \(picture.colours) colours: nothing is drawn")
    #expect(picture.background < 0.97, "\(name) is \(Int(picture.background * 100))% one colour: nothing is drawn")
  }

  /// The size of the element the first argument selects (the viewport for `null`), in device pixels.
  static let boundsScript = """
    const element = arguments[0] === null ? null : document.querySelector(arguments[0]);
    const box = element ? element.getBoundingClientRect() : { width: innerWidth, height: innerHeight };
    return [box.width * devicePixelRatio, box.height * devicePixelRatio];
    """

  /// The `count` numbers of a script's answer, or `nil` when it is something else.
  static func numbers(_ answer: Any, count: Int) -> [Double]? {
    let numbers = (answer as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
    return numbers?.count == count ? numbers : nil
  }

  /// What a PNG holds, decoded by the browser (the test has no PNG decoder): its size in pixels, how many colours
  /// it uses, and the share of its pixels in the most common colour.
  private struct Picture {
    var width: Int
    var height: Int
    var colours: Int
    var background: Double

    init(_ png: Data, in browser: WebDriver) throws {
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
      let answer = try browser.runAsync(
        """
        const done = arguments[arguments.length - 1];
        const bytes = Uint8Array.from(atob(arguments[0]), (c) => c.charCodeAt(0));
        createImageBitmap(new Blob([bytes], { type: "image/png" })).then((bitmap) => {
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d");
          context.drawImage(bitmap, 0, 0);
          const data = new Uint32Array(context.getImageData(0, 0, bitmap.width, bitmap.height).data.buffer);
          const counts = new Map();
          for (const pixel of data) counts.set(pixel, (counts.get(pixel) || 0) + 1);
          let most = 0;
          for (const count of counts.values()) most = Math.max(most, count);
          done([bitmap.width, bitmap.height, counts.size, most / data.length]);
        }, (error) => done(String(error)));
        """, [png.base64EncodedString()])
      guard let numbers = ScreenshotTests.numbers(answer, count: 4) else {
        throw WebDriver.Failure(description: "the browser could not decode the PNG: \(answer)")
      }
      (width, height, colours, background) = (Int(numbers[0]), Int(numbers[1]), Int(numbers[2]), numbers[3])
    }
  }
}
