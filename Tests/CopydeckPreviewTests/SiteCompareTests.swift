import CopydeckPreview
import Foundation
import Testing

/// `copydeck export --site DIR --compare REF`: the entries whose copy changed since a git revision, drawn before and
/// after in every language.
@Suite struct SiteCompareTests {
  /// A git repository holding a copy of the preview fixture in `Localizations/`, with one commit.
  final class Repository {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-compare-\(UUID().uuidString)")
    var localizations: URL { root.appendingPathComponent("Localizations") }
    let site: URL

    init() throws {
      site = root.appendingPathComponent("site")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: BrowserFixture.fixtureCopy, to: localizations)
      try git("init", "-q")
      try commit("The copy")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Commits every change with `message`.
    func commit(_ message: String) throws {
      try git("add", "-A")
      try git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message)
    }

    /// Replaces `old` with `new` in the table at `path` (relative to `Localizations/`).
    func replace(_ old: String, with new: String, in path: String) throws {
      let file = localizations.appendingPathComponent(path)
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains(old), "the fixture no longer holds \(old)")
      try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    private func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", root.path] + arguments
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// Writes the site comparing with `revision`.
    func export(comparingWith revision: String) throws -> StaticSite.Written {
      try StaticSite.write(
        localizations: localizations, publicDirectory: StaticSiteTests.publicFolder, into: site, command: "copydeck serve",
        comparingWith: revision)
    }
  }

  /// After one entry's Korean title changes and is committed, `--compare HEAD~1` lists that entry only, and its page
  /// draws the old title before and the new one after, in Korean and in English.
  @Test func aChangedEntryIsDrawnBeforeAndAfter() throws {
    let repository = try Repository()
    try repository.replace(
      "\"account.sessionExpired.title\" = \"로그인이 만료되었어요\";", with: "\"account.sessionExpired.title\" = \"다시 로그인해 주세요\";",
      in: "ko.lproj/Preview.strings")
    try repository.commit("A new title")
    let written = try repository.export(comparingWith: "HEAD~1")
    #expect(written.changed == ["account.sessionExpired"])
    let list = try String(contentsOf: repository.site.appendingPathComponent("changes/index.html"), encoding: .utf8)
    #expect(list.contains("data-change-item=\"account.sessionExpired\""))
    #expect(list.components(separatedBy: "data-change-item=").count == 2)
    #expect(list.contains("href=\"../changes/account.sessionExpired.html\""))
    let page = try String(contentsOf: repository.site.appendingPathComponent("changes/account.sessionExpired.html"), encoding: .utf8)
    let korean = try #require(Self.section(page, language: "ko"))
    let before = try #require(Self.side(korean, "before")), after = try #require(Self.side(korean, "after"))
    #expect(before.contains(">로그인이 만료되었어요<") && !before.contains("다시 로그인해 주세요"))
    #expect(after.contains(">다시 로그인해 주세요<") && !after.contains("로그인이 만료되었어요"))
    let english = try #require(Self.section(page, language: "en"))
    #expect(Self.side(english, "before") != nil && Self.side(english, "after") != nil)
  }

  @Test func nothingChangedSinceHEADListsNoEntry() throws {
    let written = try Repository().export(comparingWith: "HEAD")
    #expect(written.changed == [])
  }

  @Test func anUnknownRevisionSaysSo() throws {
    let repository = try Repository()
    #expect {
      _ = try repository.export(comparingWith: "no-such-branch")
    } throws: { error in
      "\(error)"
        == "\(repository.localizations.path):1:1: error: git cannot give this folder's copy at 'no-such-branch' (not a git repository, or no such revision)\n  hint: pass a revision that exists, such as HEAD~1 or origin/main (in CI, fetch it first: git fetch origin main)"
    }
  }

  /// The section of a change page for `language`.
  static func section(_ html: String, language: String) -> Substring? {
    guard let start = html.range(of: "<section class=\"change-language\" data-lang=\"\(language)\">") else { return nil }
    let rest = html[start.lowerBound...]
    return rest[..<(rest.range(of: "</section>")?.upperBound ?? rest.endIndex)]
  }

  /// The `before` or `after` side of a change section.
  static func side(_ section: Substring, _ side: String) -> Substring? {
    guard let start = section.range(of: "<div class=\"side\" data-side=\"\(side)\">") else { return nil }
    let rest = section[start.upperBound...]
    let end = rest.range(of: "<div class=\"side\"")?.lowerBound ?? rest.endIndex
    return rest[..<end]
  }
}
