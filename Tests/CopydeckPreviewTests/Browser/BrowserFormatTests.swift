import Foundation
import Testing

/// The browser's instant redraw (public/format.js) draws a template exactly as the server does
/// (`CopyFormatter`): for each set of sample values, the text the server drew is wiped and redrawn from the field in
/// headless Chromium, and must come back byte for byte.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserFormatTests {
  /// Every kind of number conversion, with flags, widths and precisions; `%1$` a double, `%2$` and `%3$` integers.
  static let template =
    "%1$.2f|%1$f|%1$.0f|%1$F|%1$08.3f|%1$+.1f|%1$-9.2f;|%1$e|%1$.3E|%1$g|%1$.3g|%1$G|%1$#.0f|%1$a"
    + "|%2$x|%2$X|%2$#x|%2$08X|%2$.4x|%2$o|%2$#o|%2$d|%2$5d|%2$-5d;|%2$+d|%2$.3d|%2$05d|%2$u"
    + "|%3$lld|%3$ld|%3$i|%3$lx|%3$llX|%%|%3$d개예요|%1$.2f을(를)"

  /// The sample values each run draws: `amount` (double), `code`, `count` (integers).
  static let samples: [(amount: String, code: String, count: String)] = [
    ("1234.565", "255", "1234567"),
    ("0.125", "-42", "-5"),
    ("99.995", "0", "0"),
    ("-0.0001", "3054", "9223372036854775807"),
    ("1e21", "-9223372036854775808", "12"),
    ("2.5", "48879", "-1000"),
    ("inf", "not a number", " 42 "),
    ("abc", "1.5", "+7"),
  ]

  /// A copy with one alert whose message is ``template``, in both languages.
  static func copy() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-format-\(UUID().uuidString)")
    let manifest = """
      {"developmentLanguage": "en", "languages": ["en", "ko"], "commonFailure": "numbers.all",
       "entries": [{"id": "numbers.all", "kind": "alert", "category": "business", "table": "Numbers",
         "buttons": [{"id": "ok", "role": "default", "preferred": true}],
         "arguments": [{"name": "amount", "format": "%f", "samples": {"en": "1", "ko": "1"}},
                       {"name": "code", "format": "%x", "samples": {"en": "1", "ko": "1"}},
                       {"name": "count", "format": "%lld", "samples": {"en": "1", "ko": "1"}}],
         "note": "Every number conversion."}]}
      """
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(manifest.utf8).write(to: root.appendingPathComponent("catalog.json"))
    for (language, title) in [("en", "Numbers"), ("ko", "숫자")] {
      let folder = root.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let table = "\"numbers.all.title\" = \"\(title)\";\n\"numbers.all.message\" = \"\(template)\";\n\"numbers.all.button.ok\" = \"OK\";\n"
      try Data(table.utf8).write(to: folder.appendingPathComponent("Numbers.strings"))
    }
    return root
  }

  private static func query(_ sample: (amount: String, code: String, count: String)) -> String {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
    let pairs = [("amount", sample.amount), ("code", sample.code), ("count", sample.count)]
    return ["en", "ko"].flatMap { language in
      pairs.map { "arg.\(language).\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed)!)" }
    }.joined(separator: "&")
  }

  @Test func theBrowserRedrawsEveryNumberConversionExactlyAsTheServerDrewIt() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy) }
    try BrowserFixture.with(copy: copy) { fixture in
      for sample in Self.samples {
        try fixture.open("/entries/numbers.all?\(Self.query(sample))")
        for language in ["en", "ko"] {
          let (server, browser) = try fixture.serverAndBrowserDrawing(entry: "numbers.all", language: language, part: "message")
          #expect(server.hasPrefix("1,234.") || sample.amount != "1234.565", "the server groups a plain %.2f: \(server)")
          #expect(!server.isEmpty && !server.contains("%1$"))
          #expect(browser == server, "\(language) \(sample)")
        }
      }
    }
  }
}
