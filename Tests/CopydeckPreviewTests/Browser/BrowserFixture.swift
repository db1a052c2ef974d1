import CopydeckPreview
import Foundation
import Testing

/// A real preview server on an ephemeral port, serving the repository's `public/` and a private copy of some copy,
/// plus a headless Chromium session (from ``BrowserPool``) to look at it.
final class BrowserFixture {
  let root: URL
  let server: PreviewServer
  let browser: WebDriver
  var localizations: URL { root.appendingPathComponent("Localizations") }

  /// Starts the server over a copy of `copy` (default: the test fixture copy) and a browser.
  init(copy: URL = BrowserFixture.fixtureCopy) throws {
    let files = FileManager.default
    root = files.temporaryDirectory.appendingPathComponent("copydeck-browser-\(UUID().uuidString)")
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    try files.copyItem(at: copy, to: root.appendingPathComponent("Localizations"))
    server = try PreviewServer(
      localizations: root.appendingPathComponent("Localizations"), publicDirectory: Self.repository.appendingPathComponent("public"),
      port: 0)
    do {
      browser = try BrowserPool.borrow()
    } catch {
      server.stop()
      throw error
    }
  }

  /// Runs `body` with a fresh server and browser, and closes both afterwards, also when `body` throws.
  static func with<Result>(copy: URL = fixtureCopy, _ body: (BrowserFixture) throws -> Result) throws -> Result {
    let fixture = try BrowserFixture(copy: copy)
    defer { fixture.close() }
    return try body(fixture)
  }

  /// Loads `path` (with its query) from the server.
  func open(_ path: String) throws {
    try browser.open("http://127.0.0.1:\(server.port)\(path)")
  }

  /// The text of `entry`'s `part` drawing in `language` as the server drew it, and as the browser's instant redraw
  /// (public/format.js) draws it again from the field's saved template after the server's text is wiped.
  func serverAndBrowserDrawing(entry: String, language: String, part: String) throws -> (server: String, browser: String) {
    let drawing = "[data-entry=\"\(entry)\"][data-lang=\"\(language)\"] [data-part=\"\(part)\"]"
    let field = "textarea[data-edit-key=\"\(entry).\(part)\"][data-edit-lang=\"\(language)\"]"
    let answer =
      try browser.run(
        """
        const part = document.querySelector(arguments[0]), field = document.querySelector(arguments[1]);
        const text = part.querySelector('.text') ?? part;
        const server = text.textContent;
        text.textContent = '';
        field.value = field.defaultValue;
        field.dispatchEvent(new Event('input'));
        return [server, text.textContent];
        """, [drawing, field]) as? [Any]
    return (try #require(answer?.first as? String), try #require(answer?.last as? String))
  }

  /// Starts watching the open page for the title of `entry` to read `wanted` (after a live reload);
  /// ``watchedTitle()`` waits for it.
  func watchTitle(of entry: String, until wanted: String) throws {
    try browser.run(
      """
      window.reloaded = new Promise((resolve) => {
        const [entry, wanted] = arguments;
        const check = () => {
          const title = document.querySelector(`[data-entry="${entry}"] [data-part="title"]`);
          if (title && title.textContent === wanted) { observer.disconnect(); resolve(title.textContent); }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      """, [entry, wanted])
  }

  /// Waits (within the browser's script timeout) until the title that ``watchTitle(of:until:)`` watches reads its
  /// wanted text, and returns that text.
  func watchedTitle() throws -> String? {
    try browser.runAsync("window.reloaded.then(arguments[arguments.length - 1]);") as? String
  }

  /// Gives the browser back to the pool, stops the server and removes the copy.
  func close() {
    BrowserPool.giveBack(browser)
    server.stop()
    try? FileManager.default.removeItem(at: root)
  }

  /// The repository's root folder.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The copy the browser tests draw: one entry per layout case.
  static let fixtureCopy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/PreviewCopy")
}
