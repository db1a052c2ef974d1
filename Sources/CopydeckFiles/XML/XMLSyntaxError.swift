/// Why ``XMLReader`` cannot read a document, and where; each reader of a format (XLIFF, property lists) words
/// the hint for its own files.
package struct XMLSyntaxError: Error, Sendable {
  /// What is wrong.
  package enum Problem: Sendable, Equatable {
    /// A byte that does not start a valid UTF-8 sequence.
    case notUTF8(byte: UInt8)
    /// An element opened deeper than ``XMLReader/maximumDepth``.
    case nestedTooDeep
    /// Not well-formed XML: an unclosed or mismatched tag, a bad entity, a `<` in text, …
    case malformed(String)
  }

  package var line: Int
  package var column: Int
  package var problem: Problem

  /// What is wrong, in one sentence.
  package var message: String {
    switch problem {
    case .notUTF8(let byte): "byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid UTF-8, so the file cannot be read"
    case .nestedTooDeep: "elements are nested more than \(XMLReader.maximumDepth) levels deep, so the file cannot be read"
    case .malformed(let message): "\(message) — the file is not well-formed XML"
    }
  }
}
