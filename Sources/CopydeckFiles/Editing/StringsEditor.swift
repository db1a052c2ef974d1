import Copydeck
import Foundation

/// Changes one value of a `.strings` file and leaves every other byte as it was.
///
/// Comments, order, spacing, line endings, encoding and byte-order mark are kept. A new key is added at the end (inside
/// the closing `}` or `</dict>` of the braced and XML forms), in the file's line-ending style. ``edit(fileAt:_:)``
/// changes a file on disk: locked, atomically, through symbolic links.
public struct StringsEditor: TableFileEditor {
  /// The file's bytes, with every change made so far.
  public private(set) var data: Data
  /// The name used in diagnostics.
  public let file: String

  /// The table as the file now reads, parsed when asked for: an edit itself reads only where its key is, so changing
  /// one value of a large table never holds a model of all of it. The bytes parsed when the editor started and after
  /// each change, so they parse again; the empty table is only the type's answer to a failure that cannot happen.
  public var table: StringsTable {
    (try? ParsedStrings(data, file: file).table) ?? StringsTable(entries: [])
  }

  /// Starts editing the bytes of a `.strings` file; throws when the file does not parse or is a binary property list.
  public init(data: Data, file: String) throws(StringsDiagnostic) {
    guard !BinaryPropertyList.isBinary(data) else { throw BinaryPropertyList.notEditable(file: file) }
    _ = try StringsEditLayout(data, file: file, key: nil)
    self.data = data
    self.file = file
  }

  /// Sets the value of `key` (the entry the device uses, when the key is repeated), or adds the entry at the end;
  /// returns whether the key was there.
  ///
  /// Throws when the file has a silent stop and the key would land where the device never reads it.
  @discardableResult
  public mutating func setValue(_ value: String, forKey key: String) throws(StringsDiagnostic) -> Bool {
    let (changed, existed) = try Self.edited(data, file: file, value: value, forKey: key)
    _ = try StringsEditLayout(changed, file: file, key: nil)
    data = changed
    return existed
  }

  /// `data` with `key` set to `value`, and whether the key was there; the parse it reads is dropped on return, before
  /// the new bytes are parsed again.
  private static func edited(
    _ data: Data, file: String, value: String, forKey key: String
  ) throws(StringsDiagnostic) -> (data: Data, existed: Bool) {
    let layout = try StringsEditLayout(data, file: file, key: key)
    let form = layout.form
    let encoded = form == .xml ? "<string>\(Escaping.xml(value))</string>" : Escaping.stringsLiteral(value)
    if layout.match == nil, let stop = layout.stop {
      throw StringsDiagnostic(
        id: "ignored-after-stop", severity: .error, location: stop.location,
        message: "a new entry at the end of this file would never reach the device: Apple's parser stops here",
        hint: "fix the character at this location first (see `copydeck parse`), then add the key")
    }
    let edit = Self.edit(setting: key, to: encoded, in: layout)
    return (splice(original: data, layout: layout, edit: edit), layout.match != nil)
  }

  /// The bytes to replace and their replacement: the matched entry's value (or a value after its bare key), else a new
  /// entry (`encoded` is the value as the file's form writes it) where the form puts one.
  private static func edit(
    setting key: String, to encoded: String, in layout: StringsEditLayout
  ) -> (range: Range<Int>, replacement: String) {
    if let span = layout.match {
      if let valueRange = span.value { return (valueRange, encoded) }
      return (span.key.upperBound..<span.key.upperBound, " = " + encoded)
    }
    let text = layout.bytes
    let newline = lineEnding(in: text)
    let keyText = layout.form == .xml ? "<key>\(Escaping.xml(key))</key>" : Escaping.stringsLiteral(key)
    if layout.form == .xml {
      let point = layout.insertionPoint ?? text.count
      return (point..<point, "\t\(keyText)\(newline)\t\(encoded)\(newline)")
    }
    let entry = "\(keyText) = \(encoded);"
    if layout.form == .braced {
      let point = layout.insertionPoint ?? text.count
      return (point..<point, indentation(before: layout.last?.key.lowerBound, in: text) + entry + newline)
    }
    let point = text.count
    let endsWithNewline = point > 0 && (text[point - 1] == 0x0A || text[point - 1] == 0x0D)
    return (point..<point, (point == 0 || endsWithNewline ? "" : newline) + entry + newline)
  }

  /// The spaces and tabs that start the line holding `offset` (the last entry's key), so a new entry lines up.
  private static func indentation(before offset: Int?, in text: [UInt8]) -> String {
    guard let offset else { return "" }
    var start = offset
    while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
    let indent = text[start..<offset].prefix { $0 == 0x20 || $0 == 0x09 }
    return String(decoding: indent, as: UTF8.self)
  }

  private static func lineEnding(in text: [UInt8]) -> String {
    guard let index = text.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
    if text[index] == 0x0A { return "\n" }
    return index + 1 < text.count && text[index + 1] == 0x0A ? "\r\n" : "\r"
  }

  /// Replaces the bytes of `edit.range` (offsets in the decoded text) in the original encoding's bytes.
  private static func splice(original: Data, layout: StringsEditLayout, edit: (range: Range<Int>, replacement: String)) -> Data {
    let lower = byteOffset(of: edit.range.lowerBound, layout: layout)
    let upper = byteOffset(of: edit.range.upperBound, layout: layout)
    var result = Data(capacity: original.count + edit.replacement.utf8.count * 4)
    result.append(original.prefix(lower))
    result.append(contentsOf: layout.encoding.encode(edit.replacement))
    result.append(original.dropFirst(upper))
    return result
  }

  /// The offset in the file of offset `offset` of the decoded text.
  ///
  /// UTF-8 maps one to one, except each stray byte that became a three-byte U+FFFD. For UTF-16 and UTF-32 the code
  /// units before `offset` are counted: each UTF-8 lead byte starts one (a four-byte sequence is two UTF-16 units; a
  /// lone surrogate kept as three bytes is one).
  private static func byteOffset(of offset: Int, layout: StringsEditLayout) -> Int {
    let prefix = layout.bytes[..<offset]
    let scalars = prefix.lazy.filter { $0 & 0xC0 != 0x80 }.count
    switch layout.encoding {
    case .utf8: return layout.prefixLength + offset - 2 * layout.strayContinuationBytes.prefix { $0 < offset }.count
    case .utf16, .utf16WithoutBOM: return layout.prefixLength + 2 * (scalars + prefix.lazy.filter { $0 >= 0xF0 }.count)
    case .utf32: return layout.prefixLength + 4 * scalars
    }
  }
}
