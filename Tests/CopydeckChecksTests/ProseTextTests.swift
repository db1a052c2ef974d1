import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckChecks

/// What counts as prose for `untranslated` and the punctuation rules: words to translate, not acronyms, units,
/// brands, file names, URLs or placeholders.
@Suite struct ProseTextTests {
  private func text(_ value: String) -> CopyText {
    let location = SourceLocation(file: "T.strings", line: 1, column: 1)
    return CopyText(
      StringsEntry(key: "k", value: value, comment: nil, location: location, valueLocation: location), language: "ko", entryID: nil)
  }

  @Test(arguments: [
    "CPU", "dB", "PNG", "URL", "${content}", "{{count}} GB", "%@ (%d%%)", "iCloud", "GitHub", "macOS 14.2", "photo.png",
    "https://example.com/help", "support@example.com", "~/Library/Caches", "v1.2.3", "HDMI / DP", "60 Hz", "{name}", "$(PRODUCT_NAME)",
    "JPEG (.jpeg)", "#bc-ignore!",
  ])
  func nothingToTranslate(_ value: String) {
    #expect(!ProseText.hasWordToTranslate(ProseText.prose(of: text(value))), "\(value)")
  }

  @Test(arguments: ["Cancel", "Open %@", "Saved to ${folder}", "CPU usage", "Visit example.com for help", "설정", "OK, got it"])
  func wordsToTranslate(_ value: String) {
    #expect(ProseText.hasWordToTranslate(ProseText.prose(of: text(value))), "\(value)")
  }

  @Test func allowedWordsAreNotWords() {
    #expect(!ProseText.hasWordToTranslate("Copydeck", allowed: ["copydeck"]))
    #expect(ProseText.hasWordToTranslate("Copydeck"))
  }

  @Test func dotsOfURLsVersionsAndFileNamesAreNotPunctuationButASentenceEndIs() {
    #expect(ProseText.prose("Update to 2.1.0 from example.com！") == "Update to from")
    #expect(!WidthForms.hasHalfWidthPunctuation(ProseText.prose("2.1.0 버전이 나왔어요！")))
    #expect(ProseText.prose("See example.com.") == "See .")
  }

  /// A Korean translation identical to English that is only an acronym, a unit or a placeholder is not reported; one
  /// with a word is. Full-width marks are judged on Korean by their own rule, never on Chinese or Japanese.
  @Test func untranslatedAndPunctuationOnRealWorldShapes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-prose-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tables: [(String, String)] = [
      (
        "en",
        "\"cpu\" = \"CPU\";\n\"unit\" = \"dB\";\n\"content\" = \"${content}\";\n\"done\" = \"Done\";\n\"site\" = \"Open example.com.\";\n\"wait\" = \"Wait!\";\n"
      ),
      (
        "ko",
        "\"cpu\" = \"CPU\";\n\"unit\" = \"dB\";\n\"content\" = \"${content}\";\n\"done\" = \"Done\";\n\"site\" = \"example.com을 열어요.\";\n\"wait\" = \"잠시만요！\";\n"
      ),
      (
        "ja",
        "\"cpu\" = \"CPU\";\n\"unit\" = \"dB\";\n\"content\" = \"${content}\";\n\"done\" = \"完了。\";\n\"site\" = \"example.com を開きます。\";\n\"wait\" = \"お待ちください！\";\n"
      ),
      (
        "de",
        "\"cpu\" = \"CPU\";\n\"unit\" = \"dB\";\n\"content\" = \"${content}\";\n\"done\" = \"Fertig\";\n\"site\" = \"Öffne example.com！\";\n\"wait\" = \"Warte!\";\n"
      ),
    ]
    for (language, text) in tables {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Main.strings"))
    }
    let report = try Checker(localizations: folder).run()
    let found = report.findings.map { "\($0.rule) \($0.language ?? "-") \($0.key ?? "-")" }
    // de's "！" has no half-width mark beside it in its entry (the dot of example.com is not one), so it is not mixed.
    // "Done" is one word: one word left as in English is as often a name (Kiwix, Matrix) as untranslated copy.
    #expect(found == ["ko-fullwidth-punctuation ko wait"])
  }
}
