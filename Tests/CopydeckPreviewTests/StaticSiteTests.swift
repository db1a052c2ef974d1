import CopydeckPreview
import Foundation
import Testing

/// `copydeck export --site`: the preview as static files, checked file by file without a browser (the browser loads
/// them in ``BrowserStaticSiteTests``).
@Suite struct StaticSiteTests {
  /// The shipped copy of the repository.
  static let shipped = PreviewFixture.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Localizations")
  static let publicFolder = shipped.deletingLastPathComponent().appendingPathComponent("public")
  static let views = (languages: 7, designs: 2, appearances: 2, sizes: 5)

  /// The site of the shipped copy, written once for every test that only reads it (and removed at exit).
  nonisolated(unsafe) private static var shared: Result<(URL, StaticSite.Written), SiteError>?
  private static let lock = NSLock()

  /// Runs `body` with the folder of the shipped copy's site and what was written; the tests must not change it.
  static func withSite<Result>(_ body: (URL, StaticSite.Written) throws -> Result) throws -> Result {
    let site = lock.withLock {
      if let shared { return shared }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-site-\(UUID().uuidString)")
      let written = Swift.Result { () throws(SiteError) in
        try StaticSite.write(
          localizations: shipped, publicDirectory: publicFolder, into: folder, command: "copydeck serve --localizations Localizations")
      }
      shared = written.map { (folder, $0) }
      atexit { if case .success(let (folder, _)) = StaticSiteTests.shared { try? FileManager.default.removeItem(at: folder) } }
      return shared!
    }
    let (folder, written) = try site.get()
    return try body(folder, written)
  }

  /// The ids of the shipped catalog's entries.
  static func entryIDs(_ copy: URL = shipped) throws -> [String] {
    let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: copy.appendingPathComponent("catalog.json")))
    let entries = try #require((manifest as? [String: Any])?["entries"] as? [[String: Any]])
    return entries.compactMap { $0["id"] as? String }
  }

  @Test func everyEntryHasAPageInEveryViewTheServerOffers() throws {
    let ids = try Self.entryIDs()
    try Self.withSite { folder, written in
      let perEntry = Self.views.languages * Self.views.designs * Self.views.appearances * Self.views.sizes
      let indexPages = Self.views.languages * Self.views.designs * Self.views.appearances + 1
      #expect(written.entries == ids.count)
      #expect(written.pages == ids.count * perEntry + indexPages)
      for id in ids {
        for name in ["both-ios26-light-large", "ko-classic-dark-ax5", "en-ios26-dark-xxxl", "accented-classic-light-ax1"] {
          let page = folder.appendingPathComponent("entries/\(id)/\(name).html")
          #expect(FileManager.default.fileExists(atPath: page.path), "no page \(page.path)")
        }
      }
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index-rtl-classic-dark.html").path))
    }
  }

  /// Every address in every page is relative and names a file of the site: no request leaves the folder, none fails.
  @Test func everyLinkOfEveryPageNamesAFileOfTheSite() throws {
    try Self.withSite { folder, written in
      var checked = 0
      let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      for case let file as URL in enumerator where file.pathExtension == "html" {
        let html = try String(contentsOf: file, encoding: .utf8)
        for address in Self.addresses(in: html) {
          #expect(!address.hasPrefix("/") && !address.contains("://") && !address.hasPrefix("//"), "\(file.path): \(address)")
          let path = String(address.prefix { $0 != "#" })
          guard !path.isEmpty else { continue }
          let target = file.deletingLastPathComponent().appendingPathComponent(path.removingPercentEncoding ?? path).standardizedFileURL
          #expect(FileManager.default.fileExists(atPath: target.path), "\(file.path): \(address) names no file")
          checked += 1
        }
      }
      #expect(checked > written.pages * 5, "too few addresses were found to check")
    }
  }

  /// Each entry page draws exactly what the server draws for the same view (the server read-only, as the site is).
  @Test func eachPageDrawsWhatTheServerDraws() throws {
    let ids = try Self.entryIDs()
    let server = try PreviewServer(localizations: Self.shipped, publicDirectory: Self.publicFolder, port: 0, editing: .never)
    defer { server.stop() }
    let client = RawHTTPClient(port: server.port)
    try Self.withSite { folder, _ in
      for id in ids {
        for (query, name) in [
          ("", "both-ios26-light-large"), ("?lang=ko&design=classic&appearance=dark&size=ax3", "ko-classic-dark-ax3"),
          ("?lang=en&size=xxxl", "en-ios26-light-xxxl"), ("?lang=rtl&appearance=dark", "rtl-ios26-dark-large"),
        ] {
          let served = try client.get("/entries/\(id)\(query)").text
          let written = try String(contentsOf: folder.appendingPathComponent("entries/\(id)/\(name).html"), encoding: .utf8)
          let drawing = try #require(Self.drawings(served), "the server drew no drawings for \(id)\(query)")
          #expect(Self.drawings(written) == drawing, "entries/\(id)/\(name).html does not draw what /entries/\(id)\(query) draws")
        }
      }
    }
  }

  @Test func pagesSayEditingNeedsTheServerAndShowTheCommand() throws {
    try Self.withSite { folder, _ in
      for page in ["index.html", "entries/account.suspended/both-ios26-light-large.html"] {
        let html = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
        #expect(html.contains("data-site=\"static\""))
        #expect(html.contains("<code>copydeck serve --localizations Localizations</code>"))
        #expect(!html.contains("data-live="), "\(page) says it updates live")
      }
    }
  }

  @Test func refusesAFolderItDidNotWriteAndReplacesOneItDid() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-site-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    // A small copy: the test writes the site three times.
    let copy = PreviewFixture.fixtures.appendingPathComponent("PluralCopy")
    let write = {
      try StaticSite.write(localizations: copy, publicDirectory: Self.publicFolder, into: folder, command: "copydeck serve")
    }
    #expect {
      _ = try write()
    } throws: { error in
      "\(error)"
        == "\(folder.path):1:1: error: the folder is not empty and was not written by copydeck export --site, so nothing was written\n  hint: pass a new or empty folder (the export replaces a site it wrote before, and only that)"
    }
    #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine\n")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("notes.txt"))
    _ = try write()
    let stale = folder.appendingPathComponent("entries/gone")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    _ = try write()
    #expect(!FileManager.default.fileExists(atPath: stale.path), "a second export kept a page of the first")
  }

  /// The values of the `href`, `src` and `action` attributes of `html`, unescaped.
  static func addresses(in html: String) -> [String] {
    var found: [String] = []
    for attribute in [" href=\"", " src=\"", " action=\""] {
      var rest = html[...]
      while let start = rest.range(of: attribute) {
        let value = rest[start.upperBound...].prefix { $0 != "\"" }
        found.append(value.replacingOccurrences(of: "&amp;", with: "&"))
        rest = rest[start.upperBound...]
      }
    }
    return found
  }

  /// The drawings of an entry page: from the drawings' `<div>` to the panel beside them.
  static func drawings(_ html: String) -> Substring? {
    guard let start = html.range(of: "<div class=\"drawings large\""), let end = html.range(of: "<aside class=\"entry-panel\">")
    else { return nil }
    return html[start.lowerBound..<end.lowerBound]
  }
}
