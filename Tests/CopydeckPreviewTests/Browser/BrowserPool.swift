import Foundation

/// Headless Chromium sessions kept open between tests, because starting one (about 1.5 s) was most of a browser
/// test's time.
///
/// A test borrows a session (a new one when none is idle, so suites running side by side each get their own) and
/// gives it back when done. Giving back resets it as a new session is: one blank tab, the default window, and no
/// cookies, storage or cache — the preview's servers all live on 127.0.0.1, whose cookies every port shares. A
/// session that cannot be reset is quit instead. The idle sessions are quit when the test process exits.
enum BrowserPool {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var idle: [WebDriver] = []
  nonisolated(unsafe) private static var quitsAtExit = false

  /// An idle session, or a newly started one.
  static func borrow() throws -> WebDriver {
    if let browser = lock.withLock({ idle.popLast() }) { return browser }
    let browser = try WebDriver.start()
    lock.withLock {
      if !quitsAtExit {
        quitsAtExit = true
        atexit { BrowserPool.quitIdle() }
      }
    }
    return browser
  }

  /// Takes `browser` back for the next test, or quits it when it cannot be reset.
  static func giveBack(_ browser: WebDriver) {
    do {
      try browser.reset()
      lock.withLock { idle.append(browser) }
    } catch {
      browser.quit()
    }
  }

  /// Quits every idle session (at exit: chromedriver and Chromium would outlive the test process otherwise).
  private static func quitIdle() {
    for browser in lock.withLock({ () -> [WebDriver] in
      defer { idle = [] }
      return idle
    }) {
      browser.quit()
    }
  }
}
