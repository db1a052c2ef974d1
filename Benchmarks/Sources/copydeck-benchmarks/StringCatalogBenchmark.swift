import Copydeck
import CopydeckFiles
import Foundation

/// Copydeck's String Catalog reader against `JSONSerialization` on the same bytes: a 10,000-key catalog in English
/// and Korean (every 10th key a plural), every value of both sides checked equal.
enum StringCatalogBenchmark {
  static let keyCount = ProcessInfo.processInfo.environment["COPYDECK_BENCH_KEYS"].flatMap { Int($0) } ?? 10_000
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 7

  static func run() throws {
    let data = catalog(keys: keyCount)
    var catalog: StringCatalog?
    var foundation: [String: Any]?
    let (ours, theirs) = try Stopwatch.bestInterleaved(
      runs: runs,
      { catalog = try StringCatalogParser.parse(data, file: "Bench.xcstrings") },
      { foundation = try JSONSerialization.jsonObject(with: data) as? [String: Any] })
    let megabytes = Double(data.count) / 1_048_576
    let same = try sameValues(catalog, foundation)
    print("xcstrings: \(keyCount) keys, en + ko, every 10th a plural; best of \(runs) interleaved runs")
    print("size      Copydeck      JSONSerialization    ratio   same values")
    print(
      String(
        format: "%5.1f MB  %7.1f MB/s  %7.1f MB/s         %5.2fx   %@", megabytes, megabytes / ours, megabytes / theirs, theirs / ours,
        same ? "yes" : "NO"))
  }

  /// Every value JSONSerialization reads (unit values and plural forms) is the value Copydeck reads, and no more.
  private static func sameValues(_ catalog: StringCatalog?, _ foundation: [String: Any]?) throws -> Bool {
    guard let catalog, let strings = foundation?["strings"] as? [String: [String: Any]], strings.count == catalog.keys.count else {
      throw BenchmarkFailure(message: "the two readers found different numbers of keys")
    }
    var localizations = 0
    for (key, record) in strings {
      for (language, localization) in record["localizations"] as? [String: [String: Any]] ?? [:] {
        localizations += 1
        let expected: TableValue
        if let unit = localization["stringUnit"] as? [String: String] {
          expected = .string(unit["value"] ?? "")
        } else {
          let forms = (localization["variations"] as? [String: [String: [String: [String: String]]]])?["plural"] ?? [:]
          expected = .plural(
            Dictionary(
              uniqueKeysWithValues: forms.map {
                (PluralCategory(rawValue: $0.key)!, TableValue.string($0.value["stringUnit"]?["value"] ?? ""))
              }))
        }
        guard catalog.entries(language: language).entry(forKey: key)?.value == expected else {
          throw BenchmarkFailure(message: "Copydeck and JSONSerialization read different values for \(key) in \(language)")
        }
      }
    }
    // And no more: every entry Copydeck has is one of those (every generated key has an English localization, so
    // the source language has no entries of its own).
    guard catalog.languages.reduce(0, { $0 + catalog.entries(language: $1).entries.count }) == localizations else {
      throw BenchmarkFailure(message: "Copydeck read more values than JSONSerialization")
    }
    return true
  }

  /// A catalog in Xcode's formatting.
  static func catalog(keys: Int) -> Data {
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for index in 0..<keys {
      let key = String(format: "screen%05d.message", index)
      text +=
        "    \"\(key)\" : {\n      \"comment\" : \"Shown on screen \(index) when the upload fails.\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
      if index % 10 == 0 {
        text += "        \"en\" : {\n          \"variations\" : {\n            \"plural\" : {\n"
        text +=
          "              \"one\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"%lld photo could not be uploaded.\"\n                }\n              },\n"
        text +=
          "              \"other\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"%lld photos could not be uploaded.\"\n                }\n              }\n"
        text += "            }\n          }\n        },\n"
        text += "        \"ko\" : {\n          \"variations\" : {\n            \"plural\" : {\n"
        text +=
          "              \"other\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"사진 %lld장을 올리지 못했어요.\"\n                }\n              }\n"
        text += "            }\n          }\n        }\n"
      } else {
        text +=
          "        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Upload \(index) failed. Check \\\"Wi-Fi\\\" and try again.\"\n          }\n        },\n"
        text +=
          "        \"ko\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(index)번 업로드에 실패했어요. 와이파이를 확인하고 다시 시도해 주세요.\"\n          }\n        }\n"
      }
      text += "      }\n    }\(index == keys - 1 ? "" : ",")\n"
    }
    text += "  },\n  \"version\" : \"1.0\"\n}"
    return Data(text.utf8)
  }
}
