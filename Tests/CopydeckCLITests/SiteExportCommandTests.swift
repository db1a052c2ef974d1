import Foundation
import Testing

/// `copydeck export --site DIR`: what the command prints, and how it refuses a folder it did not write.
@Suite struct SiteExportCommandTests {
  @Test func writesTheSiteAndSaysWhereToOpenIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-site-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    let copy = repositoryRoot.appendingPathComponent("Tests/CopydeckPreviewTests/Fixtures/PluralCopy")
    let arguments = [
      "export", "--site", site.path, "--localizations", copy.path, "--public", repositoryRoot.appendingPathComponent("public").path,
    ]
    let export = runCopydeck(arguments)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout == "\(site.path): 449 pages for 3 entries; open \(site.path)/index.html\n")
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("public/preview.js").path))
    try FileManager.default.removeItem(at: site.appendingPathComponent(".copydeck-site"))
    let refused = runCopydeck(arguments)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("\(site.path):1:1: error: the folder is not empty and was not written by copydeck export --site"))
    #expect(refused.stderr.contains("hint: pass a new or empty folder"))
  }
}
