/// Reads a whole XML document into its root ``XMLTreeElement``, with ``XMLReader`` (what an XLIFF import walks).
///
/// Comments and processing instructions are left out and the text around them joined. Building the tree does not
/// recurse, and ``XMLReader/maximumDepth`` bounds the depth of what a walk over it meets.
package enum XMLTreeReader {
  /// Parses the bytes of a document (UTF-8, after an optional byte-order mark) into its root element.
  package static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLTreeElement {
    var reader = try XMLReader(bytes)
    var open = [XMLTreeElement(reader.root)]
    while let event = try reader.next() {
      switch event {
      case .start(let tag):
        if tag.isEmpty {
          open[open.count - 1].children.append(.element(XMLTreeElement(tag)))
        } else {
          open.append(XMLTreeElement(tag))
        }
      case .end:
        // The root's end tag leaves the root, the last open element, in place.
        if open.count > 1 {
          let element = open.removeLast()
          open[open.count - 1].children.append(.element(element))
        }
      case .text(let text, _): open[open.count - 1].append(text: text)
      case .markup: continue
      }
    }
    try reader.finish()
    return open[0]
  }

  /// How many bytes the position tracking decodes to count columns while reading `bytes` (the test of linear work).
  package static func bytesDecodedForColumns(parsing bytes: [UInt8]) -> Int {
    guard var reader = try? XMLReader(bytes) else { return 0 }
    while case .some = try? reader.next() {}
    return reader.bytesDecodedForColumns
  }
}
