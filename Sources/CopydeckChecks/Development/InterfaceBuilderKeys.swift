import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The `.strings` keys an Interface Builder storyboard or xib defines, read from its XML.
///
/// Xcode localizes a `Base.lproj/Main.storyboard` with `<language>.lproj/Main.strings` files whose keys are
/// `<ObjectID>.<property>`: `F0z-JX-Cv5.title`, `abc-12-xyz.text`, `q5V-Ke-4Yn.normalTitle` (a button's title in its
/// normal state), `Ucd-9s-Jr8.segmentTitles[0]`, `kTc-hv-i2u.headerCell.title` (a table column's header),
/// `uAz-aB-cdE.ibShadowedToolTip`. This reader gives the keys those files can hold and the Base text of each, so the
/// checker compares a language's table with the storyboard itself.
struct InterfaceBuilderKeys: Sendable {
  /// One localizable text of the file.
  struct Key: Sendable {
    /// The `.strings` key, `<ObjectID>.<property>`.
    var key: String
    /// The text the file itself shows.
    var value: String
    /// The line of the element that holds it.
    var line: Int
  }

  /// Every localizable text, in document order.
  var keys: [Key]

  /// Why a file could not be read as Interface Builder XML.
  struct ReadError: Error, Sendable {
    /// The line where reading stopped.
    var line: Int
    /// What went wrong.
    var message: String
  }

  /// Reads the XML of a storyboard or xib.
  init(data: Data) throws(ReadError) {
    let parser = XMLParser(data: data)
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      let code = collector.errorCode ?? (parser.parserError as NSError?)?.code ?? 0
      throw ReadError(line: max(collector.errorLine ?? parser.lineNumber, 1), message: Self.explain(code))
    }
    keys = collector.keys
  }

  /// What the XML parser's error `code` (libxml2's numbering) means, in words that say what to fix.
  static func explain(_ code: Int) -> String {
    switch code {
    case 4: "the file is empty"
    case 5: "the file ends before its last element is closed"
    case 9: "it holds a character XML does not allow"
    case 26: "it uses an entity XML does not define (only &amp; &lt; &gt; &quot; &apos; and &#…; are allowed)"
    case 38: "an attribute value holds a < (write it as &lt;)"
    case 39, 40: "an attribute value does not start or end with a quote"
    case 41: "an attribute has no value"
    case 68: "a & does not start an entity (write it as &amp;)"
    case 73: "a tag is not closed with >"
    case 76: "a closing tag does not match the element it closes"
    default: "libxml2 error \(code)"
    }
  }

  /// The attributes Xcode exports under the same property name (`title="…"` on an element with an id → `id.title`).
  static let properties: Set<String> = [
    "title", "text", "placeholder", "placeholderString", "label", "paletteLabel", "headerTitle", "footerTitle", "prompt",
    "alternateTitle", "backButtonTitle",
  ]

  /// The SAX delegate that walks the document, keeping the ids of the enclosing elements.
  private final class Collector: NSObject, XMLParserDelegate {
    var keys: [Key] = []
    /// For each open element: its id (if any), its `key` attribute (if any), and its segment counter.
    private var stack: [(id: String?, key: String?, segments: Int)] = []
    /// The `<string key="…">` element being read, and the text gathered so far.
    private var openString: (key: String, owner: String, line: Int, text: String)?

    /// Where and why the parser stopped, as it reported it (``XMLParser/lineNumber`` moves on after the error).
    var errorLine: Int?
    var errorCode: Int?

    private var nearestID: String? { stack.last(where: { $0.id != nil })?.id }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard errorLine == nil else { return }
      errorLine = parser.lineNumber
      errorCode = (parseError as NSError).code
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let line = parser.lineNumber
      let id = attributes["id"]
      defer { stack.append((id, attributes["key"], 0)) }
      if name == "userDefinedRuntimeAttribute" || name == "placeholder" { return }
      if let id {
        for (attribute, value) in attributes where InterfaceBuilderKeys.properties.contains(attribute) {
          keys.append(Key(key: "\(id).\(attribute)", value: value, line: line))
        }
        if let tip = attributes["toolTip"] { keys.append(Key(key: "\(id).ibShadowedToolTip", value: tip, line: line)) }
        return
      }
      guard let owner = nearestID else { return }
      switch name {
      case "state":
        if let state = attributes["key"], let title = attributes["title"] {
          keys.append(Key(key: "\(owner).\(state)Title", value: title, line: line))
        }
      case "segment":
        // The parent is <segments>; the segment counter lives on it.
        guard !stack.isEmpty else { return }
        let index = stack[stack.count - 1].segments
        stack[stack.count - 1].segments += 1
        if let title = attributes["title"] { keys.append(Key(key: "\(owner).segmentTitles[\(index)]", value: title, line: line)) }
        if let label = attributes["label"] { keys.append(Key(key: "\(owner).ibShadowedLabels[\(index)]", value: label, line: line)) }
        if let tip = attributes["toolTip"] { keys.append(Key(key: "\(owner).ibShadowedToolTips[\(index)]", value: tip, line: line)) }
      case "accessibility":
        if let label = attributes["label"] { keys.append(Key(key: "\(owner).accessibilityLabel", value: label, line: line)) }
        if let hint = attributes["hint"] { keys.append(Key(key: "\(owner).accessibilityHint", value: hint, line: line)) }
      case "string":
        if let key = attributes["key"], InterfaceBuilderKeys.properties.contains(key) {
          openString = (key, owner, line, "")
        }
      default:
        // A cell without an id in a keyed slot, such as a table column's <tableHeaderCell key="headerCell" title="…">.
        if let slot = attributes["key"] {
          for (attribute, value) in attributes where InterfaceBuilderKeys.properties.contains(attribute) {
            keys.append(Key(key: "\(owner).\(slot).\(attribute)", value: value, line: line))
          }
        }
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      openString?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      if name == "string", let open = openString {
        keys.append(Key(key: "\(open.owner).\(open.key)", value: open.text, line: open.line))
        openString = nil
      }
      if !stack.isEmpty { stack.removeLast() }
    }
  }
}
