import Foundation

/// Changes one string of a `.stringsdict` file and leaves every other byte as it was.
///
/// A string is named by its path of dictionary keys from the root, as Xcode's XLIFF names it
/// (`/files:dict/count:dict/one:dict/:string` is `["files", "count", "one"]`): the `<string>` element at the end of
/// the path is replaced, nothing else. Only existing strings are changed — a form or key the file lacks is refused,
/// since its rule type and value type are the file author's to choose. ``edit(fileAt:_:)`` changes a file on disk:
/// locked, atomically, through symbolic links.
public struct StringsDictEditor: TableFileEditor {
  /// The file's bytes, with every change made so far.
  public private(set) var data: Data
  /// The entries as the file now reads.
  public private(set) var entries: TableEntries
  /// The name used in diagnostics.
  public let file: String

  /// Starts editing the bytes of a `.stringsdict` file; throws when the file does not parse.
  public init(data: Data, file: String) throws(StringsDiagnostic) {
    self.data = data
    self.file = file
    entries = try StringsDictParser.parse(data, file: file)
  }

  /// Sets the `<string>` at `path` (dictionary keys from the root) to `value`.
  ///
  /// Throws, changing nothing, when the file is not UTF-8, or the path does not end at a `<string>` of the file.
  public mutating func setValue(_ value: String, at path: [String]) throws(StringsDiagnostic) {
    let decoded = try DecodedText(data, file: file)
    guard case .utf8 = decoded.encoding, !decoded.hasLoneSurrogates, decoded.strayContinuationBytes.isEmpty else {
      throw StringsDiagnostic(
        id: "not-editable", severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
        message: "this .stringsdict is not plain UTF-8, so it cannot be edited byte by byte",
        hint: "save it as UTF-8 (as Xcode writes it) and try again")
    }
    let root = try decoded.bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(StringsDiagnostic) in try PropertyListXMLReader.parse(buffer, file: file) }
    }.get()
    var node = root
    for (index, name) in path.enumerated() {
      guard case .dictionary(let members) = node.value, let member = members.last(where: { $0.key == name }) else {
        let place = path[..<index].map { "\"\($0)\"" }.joined(separator: " › ")
        throw StringsDiagnostic(
          id: "not-editable", severity: .error, location: node.location,
          message:
            "\(place.isEmpty ? "the file" : place) has no \"\(name)\"; Copydeck changes the strings a .stringsdict has and adds none",
          hint: "add <key>\(name)</key> and its value in the .stringsdict first (with the rule type and value type it needs)")
      }
      node = member.node
    }
    guard case .string = node.value else {
      throw StringsDiagnostic(
        id: "not-editable", severity: .error, location: node.location,
        message: "\(path.map { "\"\($0)\"" }.joined(separator: " › ")) is \(node.kindName), not a <string>",
        hint: "name a form (one, other) or the NSStringLocalizedFormatKey of the key")
    }
    var bytes = [UInt8](data)
    let start = decoded.prefixLength
    bytes.replaceSubrange(
      (node.range.lowerBound + start)..<(node.range.upperBound + start), with: Array("<string>\(Escaping.xml(value))</string>".utf8))
    let updated = Data(bytes)
    entries = try StringsDictParser.parse(updated, file: file)
    data = updated
  }
}
