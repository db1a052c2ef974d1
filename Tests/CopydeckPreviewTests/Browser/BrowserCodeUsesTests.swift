import CopydeckPreview
import Foundation
import Testing

/// The entry page lists where the app's code looks the entry up, read in Chromium from the page as drawn.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserCodeUsesTests {
  static let code = """
    import SwiftUI

    struct ErrorView: View {
      var body: some View {
        Text(NSLocalizedString("common.unknown.title", tableName: "Preview", comment: ""))
      }
      let message = NSLocalizedString("common.unknown.message", tableName: "Preview", comment: "")
      let shown = catalog.resolve(id: "common.unknown")
      let other = NSLocalizedString("common.unknown.title", comment: "")  // another table
    }

    """

  @Test func theEntryPageListsEveryLookupOfItsIdAndKeys() throws {
    let files = FileManager.default
    let root = files.temporaryDirectory.appendingPathComponent("copydeck-code-uses-\(UUID().uuidString)")
    try files.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    defer { try? files.removeItem(at: root) }
    try files.copyItem(at: BrowserFixture.fixtureCopy, to: root.appendingPathComponent("Localizations"))
    try Data(Self.code.utf8).write(to: root.appendingPathComponent("App/ErrorView.swift"))
    let server = try PreviewServer(
      localizations: root.appendingPathComponent("Localizations"),
      publicDirectory: BrowserFixture.repository.appendingPathComponent("public"), port: 0, sources: root)
    defer { server.stop() }
    let browser = try BrowserPool.borrow()
    defer { BrowserPool.giveBack(browser) }
    let uses = """
      const list = document.querySelector(".facts .code-uses");
      return list ? [...list.querySelectorAll("li")].map((item) => item.textContent) : null;
      """
    try browser.open("http://127.0.0.1:\(server.port)/entries/common.unknown")
    #expect(
      try browser.run(uses) as? [String] == [
        "App/ErrorView.swift:8:35", "App/ErrorView.swift:5:28", "App/ErrorView.swift:7:35",
      ])
    let label = try browser.run("return document.querySelector('.code-uses').closest('dd').previousElementSibling.textContent;")
    #expect((label as? String)?.contains("Used in the code") == true)
    // An entry no code looks up has no such line.
    try browser.open("http://127.0.0.1:\(server.port)/entries/validation.todoFull")
    #expect(try browser.run(uses) as? [String] == nil)
  }
}
