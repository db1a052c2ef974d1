import CopydeckPreview
import Foundation
import Testing

/// The screenshots `copydeck export --screenshots` puts into an `.xcloc`: each is the phone screen the served entry
/// page draws, pixel for pixel, and the frames of its title, message and buttons are where the served page has them.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserEntryScreenshotTests {
  static let publicFolder = BrowserFixture.repository.appendingPathComponent("public")
  static let chromium = URL(fileURLWithPath: BrowserAvailability.chromium)

  @Test func eachScreenshotIsTheServedPagesDrawing() throws {
    let shots = try EntryScreenshots.take(
      localizations: BrowserFixture.fixtureCopy, publicDirectory: Self.publicFolder, languages: ["ko", "en"],
      chromium: Self.chromium, scale: 1)
    // 13 entries × 2 languages × 2 appearances, in the catalog's order.
    #expect(shots.count == 52)
    #expect(
      shots.prefix(4).map { "\($0.entryID) \($0.language) \($0.appearance)" } == [
        "common.unknown ko light", "common.unknown ko dark", "common.unknown en light", "common.unknown en dark",
      ])
    try BrowserFixture.with { fixture in
      for shot in shots {
        let name = "\(shot.entryID) \(shot.language) \(shot.appearance)"
        try fixture.open("/entries/\(shot.entryID)?lang=\(shot.language)&appearance=\(shot.appearance)")
        // The server's header is not the static page's, so the screen sits a fraction of a pixel elsewhere, and
        // edges are smoothed differently: move the drawings to where the static page has them.
        try fixture.browser.run(Self.moveScript, [Self.screen, Double(shot.position.x), Double(shot.position.y)])
        let served = try fixture.browser.screenshot(of: Self.screen)
        let comparison = try Self.compare(shot.png, served, in: fixture.browser)
        #expect(comparison.sizes == [shot.width, shot.height, shot.width, shot.height], "\(name): \(comparison.sizes)")
        #expect(comparison.differing < 0.001, "\(name): \(comparison.differing * 100)% of the pixels differ from the served page")
        let frames = try #require(fixture.browser.run(Self.framesScript, [Self.screen]) as? [String: Any])
        #expect(
          Self.close(shot.title, frames["title"]), "\(name): title \(String(describing: shot.title)), served \(frames["title"] ?? "none")")
        #expect(Self.close(shot.message, frames["message"]), "\(name): message")
        let servedButtons = frames["buttons"] as? [Any] ?? []
        #expect(shot.buttons.count == servedButtons.count, "\(name): \(shot.buttons.count) buttons")
      }
      // The comparison tells drawings apart: another entry's drawing differs in far more pixels.
      try fixture.open("/entries/account.sessionExpired?lang=ko&appearance=light")
      let other = try Self.compare(shots[0].png, try fixture.browser.screenshot(of: Self.screen), in: fixture.browser)
      #expect(other.differing > 0.01, "common.unknown and account.sessionExpired differ in \(other.differing * 100)% of the pixels")
    }
  }

  /// An action sheet draws cancel apart at the bottom; the frames stay in the entry's order, so cancel (listed first
  /// by `confirmation.deletePost`) is the lowest button.
  @Test func anActionSheetsCancelFrameIsTheButtonDrawnApart() throws {
    let shots = try EntryScreenshots.take(
      localizations: BrowserFixture.fixtureCopy, publicDirectory: Self.publicFolder, languages: ["en"], chromium: Self.chromium)
    let sheet = try #require(shots.first { $0.entryID == "confirmation.deletePost" })
    let roles = try Self.buttonRoles(of: "confirmation.deletePost")
    let cancel = try #require(roles.firstIndex(of: "cancel"))
    #expect(sheet.buttons.count == roles.count)
    #expect(sheet.buttons.map(\.minY).max() == sheet.buttons[cancel].minY)
    // The default scale draws two pixels per point: the 393 × 852 pt screen.
    #expect((sheet.width, sheet.height) == (786, 1704))
  }

  @Test func chromiumIsFoundOnThePathOrNamedAndOtherwiseTheErrorSaysWhatToDo() throws {
    let folder = Self.chromium.deletingLastPathComponent().path
    #expect(try ChromiumLocator.find(option: nil, searchPath: "/nonexistent:\(folder)").path.hasPrefix(folder))
    #expect(throws: ScreenshotError.self) { try ChromiumLocator.find(option: "/nonexistent/chromium") }
    do {
      _ = try ChromiumLocator.find(option: nil, searchPath: "/nonexistent")
      Issue.record("no Chromium on an empty PATH was found")
    } catch {
      #expect(error.description.hasPrefix("PATH:1:1: error: screenshots need headless Chromium"))
      #expect(error.description.contains("hint: install Chromium"))
      #expect(error.description.contains("--chromium PATH"))
    }
  }

  /// The drawn phone screen of an entry page.
  static let screen = ".drawings .device .screen"

  /// The roles of the entry's buttons in the fixture's catalog.json, in order.
  static func buttonRoles(of id: String) throws -> [String] {
    let data = try Data(contentsOf: BrowserFixture.fixtureCopy.appendingPathComponent("catalog.json"))
    let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entry = try #require((catalog["entries"] as? [[String: Any]])?.first { $0["id"] as? String == id })
    return (entry["buttons"] as? [[String: Any]] ?? []).map { $0["role"] as? String ?? "default" }
  }

  /// Whether a screenshot's frame and the served page's (`[x, y, width, height]` or `null`) are the same, to a pixel.
  static func close(_ frame: CGRect?, _ served: Any?) -> Bool {
    let numbers = (served as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
    guard let frame, let numbers, numbers.count == 4 else { return frame == nil && numbers == nil }
    return zip([frame.minX, frame.minY, frame.width, frame.height].map(Double.init), numbers).allSatisfy { abs($0 - $1) < 1 }
  }

  /// Moves the drawings (relative positioning, which moves nothing else) so the screen is at the given position.
  static let moveScript = """
    const screen = document.querySelector(arguments[0]);
    const box = screen.getBoundingClientRect();
    const drawings = document.querySelector('.drawings');
    drawings.style.position = 'relative';
    drawings.style.left = `${arguments[1] - (box.x + scrollX)}px`;
    drawings.style.top = `${arguments[2] - (box.y + scrollY)}px`;
    """

  /// The title, message and button frames on the served page's screen, from its corner.
  static let framesScript = """
    const screen = document.querySelector(arguments[0]);
    const box = screen.getBoundingClientRect();
    const rect = (element) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return [r.x - box.x, r.y - box.y, r.width, r.height];
    };
    return {
      title: rect(screen.querySelector('[data-part=title]')),
      message: rect(screen.querySelector('[data-part=message]')),
      buttons: [...screen.querySelectorAll('.action')].map(rect),
    };
    """

  /// Both PNGs decoded by the browser: their sizes, and the share of the first's pixels the second has not nearly
  /// the same colour at, or one pixel away.
  static func compare(_ first: Data, _ second: Data, in browser: WebDriver) throws -> (sizes: [Int], differing: Double) {
    let answer = try browser.runAsync(
      """
      const done = arguments[arguments.length - 1];
      const decode = (base64) => createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/png" }))
        .then((bitmap) => {
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
          context.drawImage(bitmap, 0, 0);
          return [bitmap.width, bitmap.height, context.getImageData(0, 0, bitmap.width, bitmap.height).data];
        });
      Promise.all([decode(arguments[0]), decode(arguments[1])]).then(([a, b]) => {
        // A pixel matches when the other picture has nearly its colour at the same place or one pixel away: an
        // edge may fall on the next pixel where a box's fractional position is rounded the other way.
        const [width, height] = [Math.min(a[0], b[0]), Math.min(a[1], b[1])];
        const near = (x, y, u, v) => {
          const [i, j] = [(y * a[0] + x) * 4, (v * b[0] + u) * 4];
          return [0, 1, 2, 3].every((c) => Math.abs(a[2][i + c] - b[2][j + c]) <= 8);
        };
        let differing = 0;
        const count = width * height;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            let matched = false;
            for (let v = Math.max(y - 1, 0); v <= Math.min(y + 1, height - 1) && !matched; v++) {
              for (let u = Math.max(x - 1, 0); u <= Math.min(x + 1, width - 1) && !matched; u++) matched = near(x, y, u, v);
            }
            if (!matched) differing++;
          }
        }
        done([a[0], a[1], b[0], b[1], differing / Math.max(count, 1)]);
      }, (error) => done(String(error)));
      """, [first.base64EncodedString(), second.base64EncodedString()])
    guard let numbers = ScreenshotTests.numbers(answer, count: 5) else {
      throw WebDriver.Failure(description: "the browser could not decode the PNGs: \(answer)")
    }
    return (numbers.prefix(4).map { Int($0) }, numbers[4])
  }
}
