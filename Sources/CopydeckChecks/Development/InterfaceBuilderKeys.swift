import CopydeckFiles
import Foundation

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

  /// Every localizable text, in document order (an element's attributes in the order they are written).
  var keys: [Key]

  /// Reads the XML of a storyboard or xib (UTF-8, or UTF-16 with a byte-order mark) strictly, as Xcode's parser does.
  init(data: Data) throws(XMLSyntaxError) {
    var reader = try XMLReader(XMLReader.utf8Bytes(of: [UInt8](data)), options: [.strict, .normalizesLineBreaks])
    var collector = Collector()
    // A start tag is on the line of its closing `>`, as `XMLParser` counts (the keys' lines in earlier reports).
    func start(_ tag: XMLStartTag) {
      collector.start(tag.name, tag.attributes, line: reader.place(of: tag.range.upperBound - 1).line)
      if tag.isEmpty { collector.end() }
    }
    start(reader.root)
    while let event = try reader.next() {
      switch event {
      case .start(let tag): start(tag)
      case .text(let text, _): collector.text(text)
      case .end: collector.end()
      case .markup: continue
      }
    }
    try reader.finish()
    keys = collector.keys
  }

  /// The attributes Xcode exports under the same property name (`title="…"` on an element with an id → `id.title`).
  static let properties: Set<String> = [
    "title", "text", "placeholder", "placeholderString", "label", "paletteLabel", "headerTitle", "footerTitle", "prompt",
    "alternateTitle", "backButtonTitle",
  ]

  /// Walks the document's events, keeping the ids of the enclosing elements.
  private struct Collector {
    var keys: [Key] = []
    /// For each open element: its name, its id (if any), and its segment counter.
    private var stack: [(name: String, id: String?, segments: Int)] = []
    /// The `<string key="…">` element being read, and the text gathered so far.
    private var openString: (key: String, owner: String, line: Int, text: String)?

    private var nearestID: String? { stack.last(where: { $0.id != nil })?.id }

    mutating func text(_ text: String) { openString?.text += text }

    mutating func start(_ name: String, _ attributes: [XMLAttribute], line: Int) {
      func attribute(_ wanted: String) -> String? { attributes.first { $0.name == wanted }?.value }
      let id = attribute("id")
      defer { stack.append((name, id, 0)) }
      if name == "userDefinedRuntimeAttribute" || name == "placeholder" { return }
      if let id {
        for attribute in attributes where InterfaceBuilderKeys.properties.contains(attribute.name) {
          keys.append(Key(key: "\(id).\(attribute.name)", value: attribute.value, line: line))
        }
        if let tip = attribute("toolTip") { keys.append(Key(key: "\(id).ibShadowedToolTip", value: tip, line: line)) }
        return
      }
      guard let owner = nearestID else { return }
      switch name {
      case "state":
        if let state = attribute("key"), let title = attribute("title") {
          keys.append(Key(key: "\(owner).\(state)Title", value: title, line: line))
        }
      case "segment":
        // The parent is <segments>; the segment counter lives on it.
        guard !stack.isEmpty else { return }
        let index = stack[stack.count - 1].segments
        stack[stack.count - 1].segments += 1
        if let title = attribute("title") { keys.append(Key(key: "\(owner).segmentTitles[\(index)]", value: title, line: line)) }
        if let label = attribute("label") { keys.append(Key(key: "\(owner).ibShadowedLabels[\(index)]", value: label, line: line)) }
        if let tip = attribute("toolTip") { keys.append(Key(key: "\(owner).ibShadowedToolTips[\(index)]", value: tip, line: line)) }
      case "accessibility":
        if let label = attribute("label") { keys.append(Key(key: "\(owner).accessibilityLabel", value: label, line: line)) }
        if let hint = attribute("hint") { keys.append(Key(key: "\(owner).accessibilityHint", value: hint, line: line)) }
      case "string":
        if let key = attribute("key"), InterfaceBuilderKeys.properties.contains(key) {
          openString = (key, owner, line, "")
        }
      default:
        // A cell without an id in a keyed slot, such as a table column's <tableHeaderCell key="headerCell" title="…">.
        if let slot = attribute("key") {
          for attribute in attributes where InterfaceBuilderKeys.properties.contains(attribute.name) {
            keys.append(Key(key: "\(owner).\(slot).\(attribute.name)", value: attribute.value, line: line))
          }
        }
      }
    }

    /// Closes the innermost open element.
    mutating func end() {
      if stack.last?.name == "string", let open = openString {
        keys.append(Key(key: "\(open.owner).\(open.key)", value: open.text, line: open.line))
        openString = nil
      }
      if !stack.isEmpty { stack.removeLast() }
    }
  }
}
