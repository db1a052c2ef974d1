import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Each escaper against the reader of its format: what is written reads back as exactly the text.
@Suite struct EscapingTests {
  /// Texts with everything an escaper must handle: quotes, backslashes, every control character, markup, emoji,
  /// Korean, combining marks, and the two scalars that end a line in JavaScript.
  static let texts: [String] = [
    "", "plain", "\"quoted\" and \\back\\", "tab\tnew\nreturn\rboth\r\n", String((0..<32).map { Character(Unicode.Scalar($0)!) }),
    "\u{7F}del", "<b>&amp;</b> 'single' \"double\"", "삭제할까요? 🗑", "e\u{301} 한\u{11A8}", "line\u{2028}para\u{2029}",
    "%@ %1$lld %%", "{\"json\": [1, 2]}",
  ]

  @Test(arguments: texts)
  func stringsLiteralsReadBackThroughTheParser(text: String) throws {
    let table = try StringsParser.parse(Data("\"k\" = \(Escaping.stringsLiteral(text));\n".utf8), file: "t.strings")
    #expect(table.value(forKey: "k") == text)
  }

  @Test(arguments: texts)
  func jsonLiteralsReadBackThroughJSONSerialization(text: String) throws {
    let literal = Escaping.jsonLiteral(text)
    let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
    #expect(decoded == [text])
    #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
  }

  @Test func jsonUsesTheShortEscapesAndLowercaseHex() {
    #expect(Escaping.jsonLiteral("a\u{1}b\t\"\\") == "\"a\\u0001b\\t\\\"\\\\\"")
    #expect(Escaping.jsonLiteral("\u{8}\u{C}\u{7F}\u{2028}한") == "\"\\b\\f\\u007f\\u2028한\"")
  }

  @Test(arguments: texts)
  func xmlAttributesReadBackThroughXMLParser(text: String) throws {
    // XML 1.0 cannot carry most control characters at all; the formats that use XML never hold them.
    let representable = String(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    let document = "<r a=\"\(Escaping.xml(representable, attribute: true))\">\(Escaping.xml(representable))</r>"
    let reader = XMLReadBack()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = reader
    #expect(parser.parse())
    #expect(reader.attribute == representable.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " "))
    #expect(reader.content == representable.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
  }

  @Test func htmlEscapesBothQuotes() {
    #expect(Escaping.html(#"<script>alert("x" & 'y')</script>"#) == "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;")
  }

  @Test func swiftLiteralsEscapeControlCharactersAsUnicodeScalars() {
    #expect(Escaping.swiftLiteral("a\"b\\c\nd\u{1}e\u{7F}") == #""a\"b\\c\nd\u{1}e\u{7f}""#)
  }

  /// What an XML parser read from `<r a="…">…</r>`.
  final class XMLReadBack: NSObject, XMLParserDelegate {
    var attribute: String?
    var content = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      attribute = attributes["a"]
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      content += string
    }
  }
}
