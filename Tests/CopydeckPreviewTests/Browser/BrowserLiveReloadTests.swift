import Foundation
import Testing

/// The page updates by itself when a `.strings` file is rewritten (server-sent events, no polling), and keeps the
/// last good copy with the parse error when the new file does not parse.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserLiveReloadTests {
  /// Starts waiting in the page for the banner of file errors to appear.
  private static let waitForErrors = """
    window.broken = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const banner = document.querySelector(".load-errors");
        if (banner) { observer.disconnect(); resolve(banner.textContent); }
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    """

  @Test func rewritingAStringsFileUpdatesTheOpenPage() throws {
    try BrowserFixture.with { fixture in
      try fixture.open("/entries/account.notSignedIn?lang=en")
      try fixture.browser.run("window.sameDocument = true;")
      let table = fixture.localizations.appendingPathComponent("en.lproj/Preview.strings")
      let original = try String(contentsOf: table, encoding: .utf8)

      try fixture.watchTitle(of: "account.notSignedIn", until: "Sign In to Keep Going")
      try original.replacingOccurrences(of: "Sign In to Continue", with: "Sign In to Keep Going")
        .write(to: table, atomically: true, encoding: .utf8)
      #expect(
        try fixture.watchedTitle() == "Sign In to Keep Going")
      // The content was replaced in place: the page did not reload.
      #expect(try fixture.browser.run("return window.sameDocument === true;") as? Bool == true)

      // A file that no longer parses: the page keeps the last good copy and says where the error is.
      try fixture.browser.run(Self.waitForErrors)
      try (original + "\n\"broken.key\" = \"no end quote;\n").write(to: table, atomically: true, encoding: .utf8)
      let banner = try fixture.browser.runAsync("window.broken.then(arguments[arguments.length - 1]);") as? String ?? ""
      #expect(banner.contains("Preview.strings:"), "\(banner)")
      let title = try fixture.browser.run(
        "return document.querySelector('[data-entry=\"account.notSignedIn\"] [data-part=\"title\"]').textContent;")
      #expect(title as? String == "Sign In to Keep Going")
    }
  }
}
