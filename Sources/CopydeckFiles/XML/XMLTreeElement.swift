/// One element of an XML document read by ``XMLTreeReader``: its name, attributes, children and place.
package struct XMLTreeElement: Sendable {
  /// One child: an element, or a run of text.
  package enum Child: Sendable {
    case element(XMLTreeElement)
    case text(String)
  }

  /// The element's name as written, prefix included (`xml:space` stays an attribute, names are rarely prefixed).
  package var name: String
  /// The attributes in file order.
  package var attributes: [XMLAttribute]
  /// The children in file order.
  package var children: [Child] = []
  /// The 1-based line of the `<`.
  package var line: Int
  /// The 1-based column of the `<`.
  package var column: Int

  /// The element that `tag` starts, without children yet.
  init(_ tag: XMLStartTag) {
    name = tag.name
    attributes = tag.attributes
    line = tag.line
    column = tag.column
  }

  /// The value of attribute `name`, if present.
  package func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The line and column of attribute `name` (of its name), or of the element when it has no such attribute.
  package func place(ofAttribute name: String) -> (line: Int, column: Int) {
    attributes.first { $0.name == name }.map { ($0.line, $0.column) } ?? (line, column)
  }

  /// The child elements named `name`, in order.
  package func elements(_ name: String) -> [XMLTreeElement] {
    children.compactMap { child in
      if case .element(let element) = child, element.name == name { element } else { nil }
    }
  }

  /// The first child element named `name`.
  package func element(_ name: String) -> XMLTreeElement? {
    elements(name).first
  }

  /// Every child element, in order.
  package var childElements: [XMLTreeElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// The text of the element's direct text children, joined (child elements are left out).
  package var text: String {
    children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }

  /// Appends `text`, joined to the text before it (in place, so many runs split by comments cost their length).
  mutating func append(text: String) {
    if case .text(var previous)? = children.last {
      children.removeLast()
      previous += text
      children.append(.text(previous))
    } else {
      children.append(.text(text))
    }
  }
}
