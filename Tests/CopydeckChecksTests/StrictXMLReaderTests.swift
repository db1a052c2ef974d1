import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckChecks

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The XML reader as storyboards and xibs are read (strict, line breaks normalized) against Foundation's `XMLParser`
/// (libxml2 on Linux) as the oracle: the same elements, attributes, text and lines on well-formed documents, and a
/// rejection, with the line and the problem, of each kind of malformed one.
@Suite struct StrictXMLReaderTests {
  /// What the reader saw, written so that two readers can be compared: attributes sorted by name (`XMLParser` gives a
  /// dictionary), adjacent text joined (it splits text at every reference), a start tag on the line of its `>`.
  private static func transcript(_ data: Data) throws -> [String] {
    var reader = try XMLReader(XMLReader.utf8Bytes(of: [UInt8](data)), options: [.strict, .normalizesLineBreaks])
    var lines: [String] = []
    var open: [String] = []
    func start(_ tag: XMLStartTag) {
      let line = reader.place(of: tag.range.upperBound - 1).line
      lines.append("<\(tag.name) \(tag.attributes.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value.debugDescription)" }) @\(line)")
      if tag.isEmpty { lines.append("</\(tag.name)") } else { open.append(tag.name) }
    }
    start(reader.root)
    while let event = try reader.next() {
      switch event {
      case .start(let tag): start(tag)
      case .text(let text, _):
        if text.isEmpty { continue }
        if let last = lines.last, last.hasPrefix("text ") {
          lines[lines.count - 1] = "text " + (String(last.dropFirst(5)) + text)
        } else {
          lines.append("text " + text)
        }
      case .end: lines.append("</\(open.removeLast())")
      case .markup: continue
      }
    }
    try reader.finish()
    return lines.map { $0.hasPrefix("text ") ? "text " + String($0.dropFirst(5)).debugDescription : $0 }
  }

  /// `XMLParser`'s events in the same form, or nil when it reports any error.
  private final class Oracle: NSObject, XMLParserDelegate {
    var lines: [String] = []
    var text = ""
    var failed = false

    static func transcript(_ data: Data) -> [String]? {
      let parser = XMLParser(data: data)
      let oracle = Oracle()
      parser.delegate = oracle
      let finished = parser.parse()
      return finished && !oracle.failed ? oracle.lines : nil
    }

    private func flush() {
      if !text.isEmpty { lines.append("text " + text.debugDescription) }
      text = ""
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      flush()
      lines.append(
        "<\(name) \(attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" }) @\(parser.lineNumber)")
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    func parser(_ parser: XMLParser, foundCDATA data: Data) { text += String(decoding: data, as: UTF8.self) }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      flush()
      lines.append("</\(name)")
    }
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }
  }

  /// Random documents shaped like Interface Builder's: nested elements with ids and titles, attribute values with
  /// entities, character references, tabs, line breaks and Korean; text with CR LF; comments, processing
  /// instructions and CDATA; start tags spread over several lines.
  @Test func readsWhatXMLParserReadsOnWellFormedDocuments() throws {
    var random = SystemRandomNumberGenerator()
    let pieces = [
      "Sign In", "로그인", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#10;", "&#x9;", "&#xAC00;", "&#128512;", "\t", "\n", "\r\n",
      " ", "a", "😀", "=", "/", ">", "]", "?",
    ]
    func value() -> String { (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
    func text() -> String { value().replacing(">", with: "&gt;") }
    for _ in 0..<2_000 {
      var document = Bool.random(using: &random) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
      if Bool.random(using: &random) { document += "<!-- 주석 -->\r\n" }
      func element(_ depth: Int) {
        let name = ["document", "label", "button", "state", "string", "segment"].randomElement(using: &random)!
        let space = [" ", "\n  ", "\t", "\r\n "]
        document += "<\(name)"
        for (index, attribute) in ["id", "title", "text", "key"].shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random))
          .enumerated()
        {
          let quote = index % 2 == 0 ? "\"" : "'"
          document += space.randomElement(using: &random)! + attribute + (Bool.random(using: &random) ? "=" : " = ")
          document += quote + value().replacing(quote, with: quote == "\"" ? "&quot;" : "&apos;") + quote
        }
        if depth > 3 || Int.random(in: 0..<3, using: &random) == 0 {
          document += (Bool.random(using: &random) ? "/>" : " />")
          return
        }
        document += ">"
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          switch Int.random(in: 0..<5, using: &random) {
          case 0: document += text()
          case 1: document += "<![CDATA[\(value().replacing("]]>", with: ""))]]>"
          case 2: document += "<!-- \(value().replacing("-", with: "")) -->"
          case 3: document += "<?pi \(value().replacing("?>", with: ""))?>"
          default: element(depth + 1)
          }
        }
        document += "</\(name)\(Bool.random(using: &random) ? "" : " ")>"
      }
      element(0)
      document += Bool.random(using: &random) ? "\n" : ""
      let data = Data(document.utf8)
      let expected = try #require(Oracle.transcript(data), "XMLParser rejects \(document.debugDescription)")
      #expect(try Self.transcript(data) == expected, "\(document.debugDescription)")
    }
  }

  /// Each malformed document is rejected at its line with its problem, and `XMLParser` reports an error for it too.
  @Test func rejectsWhatXMLParserFindsAnErrorIn() {
    let cases: [(String, Int, String)] = [
      ("", 1, "expected the root element"),
      ("  \n ", 2, "expected the root element"),
      ("text<a/>", 1, "expected the root element"),
      ("<a/>\ntext", 2, "text after the root element"),
      ("<a/><b/>", 1, "text after the root element"),
      ("</a>", 1, "expected a name"),
      ("<a>\n<b>\n</a>", 3, "</a> closes <b>"),
      ("<a><b></c></a>", 1, "</c> closes <b>"),
      ("<a>\n\n<b\n>", 3, "<b> is never closed"),
      ("<1a/>", 1, "expected a name"),
      ("<a x=\"1\"y=\"2\"/>", 1, "not separated by a space"),
      ("<a x=\"1\"/ >", 1, "expected '>' or '/>'"),
      ("<a x=\"1\"", 1, "unclosed tag <a>"),
      ("<a x/>", 1, "expected '=' after attribute x"),
      ("<a x=1/>", 1, "expected a quoted value"),
      ("<a x=\"1/>", 1, "the file ends inside an attribute value"),
      ("<a x=\"<\"/>", 1, "'<' inside a value"),
      ("<a x=\"1\"\n x=\"2\"/>", 2, "attribute x appears twice"),
      ("<a>&foo;</a>", 1, "unknown entity &foo;"),
      ("<a>\n& b</a>", 2, "a bare '&'"),
      ("<a>&amp</a>", 1, "a bare '&'"),
      ("<a>&#1;</a>", 1, "&#1; is not a character XML allows"),
      ("<a>&#xD800;</a>", 1, "&#xD800; is not a character XML allows"),
      ("<a>&#;</a>", 1, "&#; is not a character XML allows"),
      ("<a>]]></a>", 1, "']]>' in text"),
      ("<a><!-- x -- y --></a>", 1, "'--' inside a comment"),
      ("<a><!-- x </a>", 1, "unclosed comment"),
      ("<a><![CDATA[ x </a>", 1, "unclosed CDATA section"),
      ("<?xml version=\"1.0\"", 1, "unclosed processing instruction"),
      ("<!DOCTYPE a [ <!ELEMENT a ANY> ", 1, "unclosed DOCTYPE"),
      ("<a><!ELEMENT b ANY></a>", 1, "expected a name"),
      ("<a>\u{1}</a>", 1, "a character XML does not allow"),
      ("<a>\n\u{FFFE}</a>", 2, "a character XML does not allow"),
    ]
    for (document, line, message) in cases {
      let data = Data(document.utf8)
      do {
        _ = try Self.transcript(data)
        Issue.record("read \(document.debugDescription)")
      } catch let error as XMLSyntaxError {
        #expect(error.line == line, "\(document.debugDescription)")
        #expect(error.message.contains(message), "\(document.debugDescription): \(error.message)")
      } catch {
        Issue.record("\(document.debugDescription): \(error)")
      }
      if !document.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        #expect(Oracle.transcript(data) == nil, "XMLParser reads \(document.debugDescription)")
      }
    }
    let notUTF8 = Data("<a>\n".utf8) + Data([0xC3, 0x28]) + Data("</a>".utf8)
    #expect(throws: XMLSyntaxError.self) { try Self.transcript(notUTF8) }
    #expect((try? XMLReader([UInt8](notUTF8), options: .strict)) == nil)
    #expect(Oracle.transcript(notUTF8) == nil)
  }

  /// The defaults stay as lenient as XLIFF and property-list tools need: what only the strict reader refuses is read.
  @Test func theDefaultsReadWhatOnlyStrictRefuses() throws {
    for document in ["<a><!-- x -- y --></a>", "<a>]]></a>", "<a>&#1;</a>", "<a x=\"1\"y=\"2\"/>", "<a>\u{1}</a>"] {
      var reader = try XMLReader(Array(document.utf8))
      while case .some = try reader.next() {}
      try reader.finish()
    }
  }

  /// A UTF-8 byte-order mark is skipped and a UTF-16 file (with its mark) is read as its text.
  @Test func readsAByteOrderMarkAndUTF16() throws {
    let document = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<label text=\"로그인\" id=\"lb1\"/>"
    let utf16 = try #require(document.data(using: .utf16))
    #expect(try Self.transcript(utf16) == ["<label [\"id=\\\"lb1\\\"\", \"text=\\\"로그인\\\"\"] @2", "</label"])
    #expect(try Self.transcript(Data([0xEF, 0xBB, 0xBF]) + Data("<a/>".utf8)) == ["<a [] @1", "</a"])
  }

  /// Keys come in the order their attributes are written (a dictionary's order, before, changed from run to run).
  @Test func keysFollowTheOrderOfTheAttributes() throws {
    let data = Data(#"<document><objects><button title="B" text="A" id="bt1-aa-bb1"/></objects></document>"#.utf8)
    #expect(try InterfaceBuilderKeys(data: data).keys.map(\.key) == ["bt1-aa-bb1.title", "bt1-aa-bb1.text"])
  }
}
