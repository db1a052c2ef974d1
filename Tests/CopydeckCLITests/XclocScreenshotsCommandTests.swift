import Foundation
import Testing

/// `copydeck export --xliff OUT --language ko --screenshots`: the `.xcloc` carries a screenshot per entry, language
/// and appearance, copied per string as Xcode needs, mapped by `localizedStringData.plist` (read here by Foundation's
/// property-list reader), and the XLIFF (read here by translate-toolkit, ``TranslateToolkit``) names each string's
/// screenshot.
@Suite(.enabled(if: TestChromium.canRun, "Chromium is not installed: run scripts/bootstrap (apt-get install chromium)"))
struct XclocScreenshotsCommandTests {
  static let chromium = TestChromium.path
  static let copy = repositoryRoot.appendingPathComponent("Tests/CopydeckPreviewTests/Fixtures/PluralCopy")
  static let folder = "Notes/Screenshots/CopydeckPreview/iPhone"

  @Test func theXclocHasAScreenshotPerEntryLanguageAndAppearanceMappedFromEveryString() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-xcloc-shots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let export = runCopydeck([
      "export", "--xliff", out.path, "--language", "ko", "--localizations", Self.copy.path, "--screenshots",
      "--chromium", Self.chromium, "--public", repositoryRoot.appendingPathComponent("public").path,
    ])
    #expect(export.status == 0, "\(export.stderr)")
    // 3 entries × 2 languages × 2 appearances, one copy per string shown: title, message and one button each.
    #expect(export.stdout.hasSuffix("already translated into ko, 36 screenshots in \(Self.folder)\n"), "\(export.stdout)")
    let bundle = out.appendingPathComponent("ko.xcloc")
    let screenshots = bundle.appendingPathComponent(Self.folder)

    let data = try Data(contentsOf: screenshots.appendingPathComponent("localizedStringData.plist"))
    let mapping = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]])
    let keys = mapping.compactMap { $0["stringKey"] as? String }
    #expect(Set(keys) == Self.expectedKeys, "\(keys)")
    var drawings = Set<Data>()
    for record in mapping {
      #expect(record["tableName"] as? String == "Plural")
      let shots = try #require(record["screenshots"] as? [[String: Any]])
      #expect(shots.count == 4, "\(record["stringKey"] ?? ""): one per language and appearance")
      for shot in shots {
        let name = try #require(shot["name"] as? String)
        let png = try Data(contentsOf: screenshots.appendingPathComponent(name))
        let size = try #require(Self.size(of: png), "\(name) is not a PNG")
        #expect(size == [786, 1704], "\(name): the 393 × 852 pt screen at two pixels per point")
        let frame = try #require(Self.frame(shot["frame"] as? String), "\(name): \(shot["frame"] ?? "no frame")")
        #expect(frame[0] >= 0 && frame[1] >= 0 && frame[2] > 0 && frame[3] > 0, "\(name): \(frame)")
        #expect(frame[0] + frame[2] <= size[0] && frame[1] + frame[3] <= size[1], "\(name): \(frame) is outside the picture")
        drawings.insert(png)
      }
    }
    // Each entry, language and appearance is a picture of its own (the copies per string are the same bytes).
    #expect(drawings.count == 12)

    let units = try TranslateToolkit.units(in: bundle.appendingPathComponent("Localized Contents/ko.xliff"))
    #expect(!units.isEmpty)
    for unit in units {
      let (id, note) = (unit["id"] as? String ?? "", unit["note"] as? String ?? "")
      let key = String(id.split(separator: "\u{4}").last ?? "").components(separatedBy: "|==|")[0]
      guard Self.expectedKeys.contains(key) else { continue }
      let named = try #require(note.range(of: "Screenshot: \(Self.folder)/"), "\(id): \(note)")
      let file = String(note[named.upperBound...].prefix { $0 != " " }.dropLast())  // the sentence's full stop
      #expect(FileManager.default.fileExists(atPath: screenshots.appendingPathComponent(file).path), "\(id) names \(file)")
      #expect(file.contains("-ko-light-"), "\(id): the note names the Korean drawing first: \(file)")
    }
  }

  @Test func aChromiumThatIsNotThereIsNamedWithWhatToDo() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-xcloc-noshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let export = runCopydeck([
      "export", "--xliff", out.path, "--language", "ko", "--localizations", Self.copy.path, "--screenshots",
      "--chromium", "/nonexistent/chromium",
    ])
    #expect(export.status == 2)
    #expect(export.stderr.contains("/nonexistent/chromium:1:1: error: --chromium names no executable file"), "\(export.stderr)")
    #expect(export.stderr.contains("hint: pass the Chromium or Google Chrome executable"))
    #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written without the screenshots asked for")
  }

  /// The keys the three entries show: each title, message and button.
  static let expectedKeys: Set<String> = [
    "common.unknown.title", "common.unknown.message", "common.unknown.button.retry",
    "cart.itemsWaiting.title", "cart.itemsWaiting.message", "cart.itemsWaiting.button.ok",
    "sync.keepUnlocked.title", "sync.keepUnlocked.message", "sync.keepUnlocked.button.ok",
  ]

  /// A PNG's width and height, from its header.
  static func size(of png: Data) -> [Int]? {
    let bytes = [UInt8](png.prefix(24))
    guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    return [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
  }

  /// `{{x, y}, {width, height}}` as four numbers.
  static func frame(_ text: String?) -> [Int]? {
    guard let text, text.hasPrefix("{{"), text.hasSuffix("}}") else { return nil }
    let numbers = text.split { "{}, ".contains($0) }.compactMap { Int($0) }
    return numbers.count == 4 ? numbers : nil
  }
}

/// The Chromium the screenshot tests run: Debian's, or the one `CHROMIUM_BINARY` names.
enum TestChromium {
  static let path = ProcessInfo.processInfo.environment["CHROMIUM_BINARY"] ?? "/usr/bin/chromium"
  /// Chromium is here, or the run is CI's, which must never pass without these tests.
  static let canRun = FileManager.default.isExecutableFile(atPath: path) || ProcessInfo.processInfo.environment["CI"] == "true"
}
