import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckChecks

/// `Checker.findings(ofEntry:…)`: the check of one entry's unsaved values, as the preview runs it while someone types.
@Suite struct EntryCheckTests {
  /// The rules about a table as a whole or about keys across entries, which the one-entry check leaves out.
  private static let wholeTableRules: Set<String> = [
    "duplicate-key", "lookalike-key", "orphan-key", "syntax-error", "silent-stop", "empty-table", "mixed-encoding",
  ]

  private static func fixtureFolders() throws -> [URL] {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path).sorted()
    return names.map { fixturesFolder.appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("catalog.json").path) }
  }

  @Test func withoutChangesItFindsWhatTheFullCheckFindsForEveryEntryOfEveryFixture() throws {
    var compared = 0
    for folder in try Self.fixtureFolders() {
      guard let catalog = try? Catalog.scanning(folder) else { continue }
      let checker = Checker(localizations: folder)
      let report = try checker.run()
      for definition in catalog.manifest.entries {
        let full = report.findings.filter { $0.entry == definition.id && !Self.wholeTableRules.contains($0.rule) }.sorted()
        let one = try #require(checker.findings(ofEntry: definition.id, manifest: catalog.manifest, folder: catalog.folder, values: [:]))
          .filter { !Self.wholeTableRules.contains($0.rule) }
        #expect(Set(full).isSubset(of: Set(one)), "\(folder.lastPathComponent) \(definition.id)")
        // What the full check reports only once, under the first entry that shares the key, is still found here.
        let places = Set(
          report.findings.map { finding -> Finding in
            var place = finding; place.entry = nil; return place
          })
        for extra in Set(one).subtracting(full) {
          var place = extra
          place.entry = nil
          #expect(places.contains(place), "\(folder.lastPathComponent) \(definition.id): \(extra)")
        }
        compared += full.count
      }
    }
    #expect(compared > 20)
  }

  @Test func anUnsavedLongKoreanTitleIsFoundTooLongWhereTheSavedOneIsNot() throws {
    let folder = repositoryLocalizations
    let catalog = try Catalog.scanning(folder)
    let checker = Checker(localizations: folder)
    let definition = try #require(catalog.manifest.entries.first { $0.kind == .alert && $0.hasTitle })
    let saved = try #require(checker.findings(ofEntry: definition.id, manifest: catalog.manifest, folder: catalog.folder, values: [:]))
    #expect(!saved.contains { $0.rule == "fit-title-lines" && $0.language == "ko" })
    let long = String(repeating: "그룹 인원이 가득 차서 더 이상 들어갈 수 없어요 ", count: 3)
    let unsaved = try #require(
      checker.findings(
        ofEntry: definition.id, manifest: catalog.manifest, folder: catalog.folder, values: ["ko": [definition.titleKey: long]]))
    let fit = try #require(unsaved.first { $0.rule == "fit-title-lines" && $0.language == "ko" })
    #expect(fit.entry == definition.id)
    #expect(fit.file.hasSuffix("ko.lproj/\(definition.table).strings"))
    #expect(fit.line > 1)
  }

  @Test func anUnsavedValueThatDropsAnArgumentIsAFormatMismatch() throws {
    let folder = repositoryLocalizations
    let catalog = try Catalog.scanning(folder)
    let definition = try #require(catalog.manifest.entries.first { !$0.arguments.isEmpty && $0.hasMessage })
    let findings = try #require(
      Checker(localizations: folder).findings(
        ofEntry: definition.id, manifest: catalog.manifest, folder: catalog.folder, values: ["ko": [definition.messageKey: "인자가 없어요."]]))
    #expect(
      findings.contains { $0.severity == .error && $0.language == "ko" && $0.key == definition.messageKey && $0.rule.hasPrefix("format") })
  }

  @Test func anUnknownEntryHasNoAnswer() throws {
    let catalog = try Catalog.scanning(repositoryLocalizations)
    #expect(
      Checker(localizations: repositoryLocalizations).findings(
        ofEntry: "no.such", manifest: catalog.manifest, folder: catalog.folder, values: [:]) == nil)
  }

  private var repositoryLocalizations: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Localizations")
  }
}
