import Copydeck
import Foundation
import Testing

@testable import CopydeckFiles

/// ``TableReview``'s two-step write, stopped at every point a killed process can stop at: the review state is right,
/// or errs on the side of calling a translation outdated, never the other way round.
@Suite struct TableReviewTests {
  /// A folder with `en` and `ko` tables of `key.0`…`key.2`, and the review file's text when given.
  private func folder(review: String? = nil, korean: String = "한국어") throws -> TableReview {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("table-review-\(UUID().uuidString)")
    for (language, prefix) in [("en", "English"), ("ko", korean)] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data((0..<3).map { "\"key.\($0)\" = \"\(prefix) \($0)\";\n" }.joined().utf8).write(
        to: lproj.appendingPathComponent("Alerts.strings"))
    }
    let tableReview = TableReview(folder: folder, table: "Alerts", developmentLanguage: "en")
    if let review { try Data(review.utf8).write(to: tableReview.url) }
    return tableReview
  }

  /// Writes `key` = `value` into the `language` table as ``TableReview/update(_:confirming:_:)`` does, stopping after
  /// `steps` of its three writes (the baseline, the table, the review file).
  private func write(_ key: String, _ value: String, language: String, in review: TableReview, stoppingAfter steps: Int) throws {
    let table = review.file(language: language)
    if steps >= 1 {
      let current = FileManager.default.contents(atPath: review.url.path) ?? Data()
      if let baseline = try review.baseline(current) { try baseline.write(to: review.url) }
    }
    let step = try review.written(
      [Data(contentsOf: table)], at: [table], review: FileManager.default.contents(atPath: review.url.path) ?? Data(), confirming: []
    ) { read in
      var editor = try StringsEditor(data: read[0], file: table.path)
      _ = try editor.setValue(value, forKey: key)
      return [editor.data]
    }
    if steps >= 2, let bytes = step.tables[0] { try bytes.write(to: table) }
    if steps >= 3, let bytes = step.review { try bytes.write(to: review.url) }
  }

  private func outdatedKeys(_ review: TableReview) throws -> [String] {
    try review.outdated().map(\.translation.key)
  }

  @Test func aDevelopmentWriteStoppedAnywhereLeavesItsTranslationOutdatedOnceTheTextChanged() throws {
    for existing in [nil, "key.0\tko\tEnglish 0\n"] as [String?] {
      for steps in 0...3 {
        let review = try folder(review: existing)
        try write("key.1", "Changed", language: "en", in: review, stoppingAfter: steps)
        let changed = try String(contentsOf: review.file(language: "en"), encoding: .utf8).contains("Changed")
        #expect(changed == (steps >= 2))
        #expect(
          try outdatedKeys(review) == (changed ? ["key.1"] : []), "stopped after \(steps) writes, review file \(existing ?? "absent")")
      }
    }
  }

  @Test func aTranslationWriteStoppedAnywhereNeverConfirmsTheOldTranslation() throws {
    for steps in 0...3 {
      let review = try folder(review: "key.1\tko\tEnglish before\n")
      #expect(try outdatedKeys(review) == ["key.1"])
      try write("key.1", "새 번역", language: "ko", in: review, stoppingAfter: steps)
      let written = try String(contentsOf: review.file(language: "ko"), encoding: .utf8).contains("새 번역")
      #expect(written == (steps >= 2))
      // Outdated until the review file records the new translation; never confirmed while the table has the old one.
      #expect(try outdatedKeys(review) == (steps >= 3 ? [] : ["key.1"]), "stopped after \(steps) writes")
    }
  }

  @Test func theReviewFileIsSortedAndRoundTripsEveryCharacter() throws {
    var review = ReviewFile()
    let tricky = "tab\there, line\nbreak, back\\slash, carriage\rreturn, 한국어, e\u{301}"
    review.confirmed[.init(key: "b\tkey", language: "ko")] = tricky
    review.confirmed[.init(key: "a", language: "ko")] = "A"
    review.confirmed[.init(key: "a", language: "ja")] = "A"
    review.confirmed[.init(key: "#not a comment", language: "ko")] = ""
    let text = String(decoding: review.data, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6 && lines.last == "")
    #expect(lines[1] == "#not a comment\tko\t")
    #expect(lines[2] == "a\tja\tA" && lines[3] == "a\tko\tA")
    #expect(lines[4] == "b\\tkey\tko\ttab\\there, line\\nbreak, back\\\\slash, carriage\\rreturn, 한국어, e\u{301}")
    #expect(try ReviewFile.parse(review.data, file: "Alerts.copydeck-review") == review)
    #expect(try ReviewFile.parse(Data(), file: "Alerts.copydeck-review") == ReviewFile())
    #expect(ReviewFile().data.isEmpty)
    // A checkout that turned line feeds into CRLF reads the same.
    let crlf = Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    #expect(try ReviewFile.parse(crlf, file: "Alerts.copydeck-review") == review)
  }

  @Test(arguments: [
    ("# h\na\tko\n", "review-fields", 2, 1, "a review line has 2 tab-separated fields, not 3"),
    ("a\tko\tA\tB\n", "review-fields", 1, 1, "a review line has 4 tab-separated fields, not 3"),
    ("a\tko\tbad \\q\n", "review-escape", 1, 10, "unknown escape \\q"),
    ("a\tko\tends in \\", "review-escape", 1, 14, "a review line ends in a lone backslash"),
    ("\tko\tA\n", "review-fields", 1, 1, "a review line has an empty key"),
    ("a\t\tA\n", "review-fields", 1, 3, "a review line has no language tag"),
    (
      "a\tko\tA\nb\tko\tB\na\tko\tC\n", "review-duplicate", 3, 1,
      "the ko translation of \"a\" has a second review line (the first is on line 1)"
    ),
    ("a\tko\tA\n<<<<<<< HEAD\n", "review-fields", 2, 1, "a review line has 1 tab-separated field, not 3"),
  ])
  func aBrokenLineIsAnErrorAtItsPlaceWithAHint(_ text: String, _ id: String, _ line: Int, _ column: Int, _ message: String) throws {
    #expect {
      try ReviewFile.parse(Data(text.utf8), file: "Alerts.copydeck-review")
    } throws: { error in
      guard let diagnostic = error as? StringsDiagnostic else { return false }
      return diagnostic.id == id && diagnostic.location.line == line && diagnostic.location.column == column
        && diagnostic.message.hasPrefix(message) && diagnostic.hint != nil
    }
  }

  @Test func bytesThatAreNotUTF8AreAnErrorOnTheirLine() throws {
    let bytes = Data("a\tko\tA\nb\tko\t".utf8) + Data([0xFF, 0x0A])
    #expect {
      try ReviewFile.parse(bytes, file: "Alerts.copydeck-review")
    } throws: { error in
      (error as? StringsDiagnostic).map { $0.id == "review-encoding" && $0.location.line == 2 && $0.description.contains("hint:") } == true
    }
  }

  @Test func aVaryingEntryRecordsEveryFormOnItsOwnLine() throws {
    let entry = TableEntry(
      key: "files", value: .string("%#@files@"),
      substitutions: [
        Substitution(
          name: "files", argumentNumber: nil, formatSpecifier: "d", value: .plural([.one: .string("%d file"), .other: .string("%d files")]))
      ],
      location: SourceLocation(file: "f", line: 1, column: 1), format: .stringsdict)
    #expect(ReviewText.of(entry) == "%#@files@\nsubstitutions.files.plural.one: %d file\nsubstitutions.files.plural.other: %d files")
  }
}
