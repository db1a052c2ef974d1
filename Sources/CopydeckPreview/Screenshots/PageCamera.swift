import Foundation

/// One headless browser tab that opens pages of a static site from disk and captures the phone screen each draws.
final class PageCamera {
  private let browser: DevToolsPipe
  private let session: String
  private let scale: Double

  /// Starts Chromium at `chromium` with one tab as wide as a laptop's screen, `scale` pixels per CSS pixel.
  init(chromium: URL, scale: Double) throws(ScreenshotError) {
    browser = try DevToolsPipe(chromium: chromium)
    self.scale = scale
    do {
      let target = try browser.send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
      session = try browser.send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
      try browser.send("Page.enable", session: session)
      try browser.send(
        "Emulation.setDeviceMetricsOverride", ["width": 1280, "height": 1800, "deviceScaleFactor": scale, "mobile": false],
        session: session)
    } catch {
      browser.close()
      throw error
    }
  }

  /// Opens `target`'s page under `site` and captures its drawing.
  func shoot(_ target: EntryScreenshots.Target, site: URL) throws(ScreenshotError) -> EntryScreenshot {
    let file = site.appendingPathComponent(target.page)
    browser.forgetEvents()
    let navigation = try browser.send("Page.navigate", ["url": file.absoluteString], session: session)
    if let error = navigation["errorText"] as? String { throw .page(path: file.path, reason: "did not load (\(error))") }
    try browser.waitFor("Page.loadEventFired", session: session)
    let measured = try browser.send(
      "Runtime.evaluate", ["expression": Self.measure, "awaitPromise": true, "returnByValue": true], session: session)
    guard let value = (measured["result"] as? [String: Any])?["value"] as? [String: Any],
      let screen = Self.rect(value["screen"])
    else { throw .page(path: file.path, reason: "has no drawing of the entry") }
    let capture = try browser.send(
      "Page.captureScreenshot",
      [
        "format": "png", "captureBeyondViewport": true,
        "clip": [
          "x": Double(screen.minX), "y": Double(screen.minY), "width": Double(screen.width), "height": Double(screen.height),
          "scale": 1,
        ],
      ], session: session)
    guard let base64 = capture["data"] as? String, let png = Data(base64Encoded: base64), let size = Self.size(of: png) else {
      throw .browserFailed(path: file.path, reason: "the screenshot is not a PNG")
    }
    let buttons = (value["buttons"] as? [Any] ?? []).compactMap(Self.rect).map(pixels)
    let presentation = value["presentation"] as? String
    return EntryScreenshot(
      entryID: target.entryID, language: target.language, appearance: target.appearance, page: target.page, position: screen.origin,
      png: png,
      width: size.width, height: size.height, title: Self.rect(value["title"]).map(pixels),
      message: Self.rect(value["message"]).map(pixels),
      buttons: presentation == "actionSheet" ? Self.entryOrder(sheet: buttons, cancel: target.cancelIndex) : buttons)
  }

  /// Closes the browser.
  func close() {
    browser.close()
  }

  /// `rect` (CSS pixels from the screen's corner) in the PNG's pixels.
  private func pixels(_ rect: CGRect) -> CGRect {
    CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
  }

  /// An action sheet draws the entry's cancel button apart, after the others (ActionSheetMarkup): put it back in
  /// the entry's order, at `cancel` (the index of the entry's first cancel button, if it has one).
  static func entryOrder(sheet drawn: [CGRect], cancel: Int?) -> [CGRect] {
    guard let cancel, cancel < drawn.count else { return drawn }
    var ordered = Array(drawn.dropLast())
    ordered.insert(drawn[drawn.count - 1], at: cancel)
    return ordered
  }

  /// `[x, y, width, height]` from a script's answer.
  private static func rect(_ answer: Any?) -> CGRect? {
    guard let numbers = (answer as? [Any])?.compactMap({ ($0 as? NSNumber)?.doubleValue }), numbers.count == 4 else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// A PNG's width and height, from its header (`IHDR`, the first chunk).
  static func size(of png: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](png.prefix(24))
    guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  /// Waits for the page's fonts, then measures its one phone screen (in the page) and the title, message and buttons
  /// on it (from the screen's corner), in CSS pixels; `null` when the page draws no screen.
  private static let measure = """
    (async () => {
      await document.fonts.ready;
      const screen = document.querySelector('.drawings .device .screen');
      if (!screen) return null;
      const box = screen.getBoundingClientRect();
      const rect = (element) => {
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return [r.x - box.x, r.y - box.y, r.width, r.height];
      };
      const drawing = screen.querySelector('[data-entry]');
      const buttons = [...screen.querySelectorAll('.action')];
      return {
        screen: [box.x + scrollX, box.y + scrollY, box.width, box.height],
        presentation: drawing ? drawing.dataset.presentation : null,
        title: rect(screen.querySelector('[data-part=title]')),
        message: rect(screen.querySelector('[data-part=message]')),
        buttons: buttons.map(rect),
      };
    })()
    """
}
