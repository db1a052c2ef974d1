import CopydeckTestSupport
import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

@Suite struct StringsDictParserTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/StringsDict")

  @Test func readsPluralsWithSeveralVariablesAndDeviceRules() throws {
    let table = try StringsDictParser.parse(contentsOf: Self.fixtures.appendingPathComponent("Plurals.stringsdict"))
    #expect(table.diagnostics.isEmpty)
    #expect(table.keys == ["validation.tooShort.message", "files.moved.message", "upload.hint.message", "cart.items.title"])

    let tooShort = try #require(table.entry(forKey: "validation.tooShort.message"))
    #expect(tooShort.value == .string("Your %1$@ needs at least %2$#@characters@."))
    #expect(
      tooShort.substitutions == [
        Substitution(
          name: "characters", argumentNumber: nil, formatSpecifier: "lld",
          value: .plural([.one: .string("%lld character"), .other: .string("%lld characters")]))
      ])
    #expect(tooShort.format == .stringsdict)
    #expect(tooShort.location.line == 5 && tooShort.location.column == 2)
    #expect(tooShort.hasPlural)

    let moved = try #require(table.entry(forKey: "files.moved.message"))
    #expect(moved.substitutions.map(\.name) == ["files", "folders"])
    #expect(
      moved.substitution(named: "files")?.value
        == .plural([.zero: .string("No files"), .one: .string("One file"), .other: .string("%d files")]))

    let upload = try #require(table.entry(forKey: "upload.hint.message"))
    #expect(
      upload.value
        == .device([
          .iphone: .string("Tap \"Upload\" to send it from your iPhone."), .mac: .string("Click <Upload> to send it."),
          .other: .string("Tap Upload to send it."),
        ]))
    #expect(!upload.hasPlural)
    #expect(table.entry(forKey: "cart.items.title")?.substitutions.first?.value == .plural([.other: .string("장바구니에 %d개가 있어요")]))
  }

  @Test func reportsShapesTheDeviceCannotUseAtTheirLocation() throws {
    let url = Self.fixtures.appendingPathComponent("Broken.stringsdict")
    let table = try StringsDictParser.parse(contentsOf: url)
    #expect(table.keys == ["unused", "good"])
    let found = table.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.id)" }
    #expect(
      found == [
        "8:3 error plural-without-other", "16:4 warning not-understood", "23:3 error undefined-substitution",
        "29:3 warning unused-substitution", "39:3 warning not-understood",
      ])
    #expect(table.diagnostics.allSatisfy { $0.location.file == url.path })
    #expect(table.diagnostics[0].description.contains("Broken.stringsdict:8:3: error: \"n\" of \"no.other\" has no \"other\" form"))
  }

  @Test func malformedXMLThrowsWithItsLocation() {
    let cases: [(String, String)] = [
      ("<plist><dict><key>a</key><dict><key>x</key></dict></plist>", "1:44"),
      ("<plist><dict><key>a</key>\n  <string>unclosed</dict></plist>", "2:19"),
      ("<plist><array/></plist>", "1:8"),
      ("<plist><dict><key>a</key><string>&bogus;</string></dict></plist>", "1:34"),
      ("not xml", "1:1"),
      ("", "1:1"),
    ]
    for (text, expected) in cases {
      do {
        _ = try StringsDictParser.parse(Data(text.utf8), file: "T.stringsdict")
        Issue.record("\(text) should not parse")
      } catch {
        #expect("\(error.location.line):\(error.location.column)" == expected, "\(text): \(error)")
        #expect(error.severity == .error)
      }
    }
  }

  /// Every fixture and generated document reads as the same tree Foundation's property-list parser reads.
  @Test func treeAgreesWithFoundation() throws {
    var documents = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted().map {
      try Data(contentsOf: Self.fixtures.appendingPathComponent($0))
    }
    var generator = PropertyListGenerator(seed: 9)
    for _ in 0..<300 { documents.append(Data(generator.document().utf8)) }
    for data in documents {
      let apple = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      let ours = try? PropertyListReader.parse(Array(data), file: "T")
      let text = String(decoding: data, as: UTF8.self)
      guard let apple, let ours else {
        #expect(apple == nil && ours == nil, "one parser rejected: \(text)")
        continue
      }
      #expect(Self.foundationValue(ours) == (apple as? NSObject), "\(text)")
    }
  }

  /// A comment inside a `<string>` is refused at the comment, as Apple's parser refuses the file (the reader once read
  /// the comment away and took the file); a comment or processing instruction between values is skipped, as Apple
  /// skips it.
  @Test func commentsAreRefusedInsideTextAndSkippedBetweenValues() throws {
    let refused = "<plist><dict><key>a</key><string>x<!-- note -->y</string></dict></plist>"
    #expect((try? PropertyListSerialization.propertyList(from: Data(refused.utf8), options: [], format: nil)) == nil)
    do {
      _ = try PropertyListReader.parse(Array(refused.utf8), file: "T")
      Issue.record("a comment inside a <string> was read")
    } catch {
      #expect("\(error.location.line):\(error.location.column)" == "1:35")
      #expect(error.message == "expected </string> here")
    }
    let skipped = "<plist><?pi?><dict><!-- note --><key>a</key><array><?pi?></array></dict></plist>"
    #expect((try? PropertyListSerialization.propertyList(from: Data(skipped.utf8), options: [], format: nil)) != nil)
    let root = try PropertyListReader.parse(Array(skipped.utf8), file: "T")
    guard case .dictionary(let members) = root.value else {
      Issue.record("the root is \(root.kindName)")
      return
    }
    #expect(members.map(\.key) == ["a"])
  }

  /// A property list nests as deep as the package's XML reader allows (256 elements, `<plist>` among them), and the
  /// element one level deeper is refused at its place with the reader's bound (the reader of its own once stopped at
  /// 64 levels).
  @Test func nestingIsBoundedByTheXMLReader() throws {
    func nested(_ count: Int) -> [UInt8] {
      Array(("<plist>" + String(repeating: "<array>", count: count) + String(repeating: "</array>", count: count) + "</plist>").utf8)
    }
    _ = try PropertyListReader.parse(nested(255), file: "T")
    do {
      _ = try PropertyListReader.parse(nested(256), file: "T")
      Issue.record("257 levels were read")
    } catch {
      #expect(error.location.line == 1 && error.location.column == 1 + "<plist>".count + 255 * "<array>".count)
      #expect(error.message.hasPrefix("elements are nested more than 256 levels deep"))
    }
  }

  private static func foundationValue(_ node: PropertyListNode) -> NSObject? {
    switch node.value {
    case .string(let text): return text as NSString
    case .array(let nodes): return nodes.map { foundationValue($0) ?? NSNull() } as NSArray
    case .dictionary(let members):
      let dictionary = NSMutableDictionary()
      for member in members { dictionary[member.key] = foundationValue(member.node) ?? NSNull() }
      return dictionary
    case .other: return nil
    }
  }
}

/// Random XML property lists of strings, dictionaries and arrays, with entities, CDATA, comments and odd spacing.
struct PropertyListGenerator {
  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  mutating func document() -> String {
    let header = chance(2) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
    let doctype =
      chance(2) ? "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n" : ""
    return header + doctype + "<plist version=\"1.0\">\(space())\(dictionary(depth: 0))\(space())</plist>\n"
  }

  private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

  private mutating func space() -> String {
    ["", "\n", "\n\t", "  ", "<!-- note -->", "\r\n"].randomElement(using: &random)!
  }

  private mutating func dictionary(depth: Int) -> String {
    var text = "<dict>"
    for index in 0..<Int.random(in: 0...4, using: &random) {
      text += space() + "<key>\(self.text())\(index)</key>" + space() + value(depth: depth + 1)
    }
    return text + space() + "</dict>"
  }

  private mutating func value(depth: Int) -> String {
    switch Int.random(in: 0..<(depth < 3 ? 5 : 3), using: &random) {
    case 0: "<string/>"
    case 1, 2: "<string>\(text())</string>"
    case 3: dictionary(depth: depth)
    default: "<array>" + (0..<Int.random(in: 0...2, using: &random)).map { _ in "<string>\(text())</string>" }.joined() + "</array>"
    }
  }

  private mutating func text() -> String {
    let pieces = [
      "a", "%#@n@", "%lld", "&amp;", "&lt;b&gt;", "&#x1F600;", "&#51060;", "<![CDATA[<raw> & ]]>", "한국어", " ", "&quot;", "&apos;",
    ]
    return (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
  }
}

@Suite struct SubstitutionReferencesTests {
  @Test func findsPlainPositionalAndDollarlessReferences() {
    #expect(SubstitutionReferences.names(in: "%#@a@ %2$#@b@ %1#@c@ %%#@d@ %# @e @ %#@a@") == ["a", "b", "c"])
  }
}
