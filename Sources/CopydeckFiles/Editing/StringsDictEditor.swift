import Copydeck
import Foundation

/// Changes one string of a `.stringsdict` file and leaves every other byte as it was.
///
/// A string is named by its path of dictionary keys from the root, as Xcode's XLIFF names it
/// (`/files:dict/count:dict/one:dict/:string` is `["files", "count", "one"]`): the `<string>` element at the end of
/// the path is replaced, nothing else. ``setValue(_:at:)`` changes only strings the file has; a form, variable or key
/// it lacks is added with ``insert(_:into:)``, whose caller chooses the rule and value types (the XLIFF import copies
/// the development language's). ``edit(fileAt:_:)`` changes a file on disk: locked, atomically, through symbolic links.
public struct StringsDictEditor: TableFileEditor {
  /// The file's bytes, with every change made so far.
  public private(set) var data: Data
  /// The entries as the file now reads.
  public private(set) var entries: TableEntries
  /// The name used in diagnostics.
  public let file: String

  /// Starts editing the bytes of a `.stringsdict` file; throws when the file does not parse or is a binary property
  /// list.
  public init(data: Data, file: String) throws(StringsDiagnostic) {
    guard !BinaryPropertyList.isBinary(data) else { throw BinaryPropertyList.notEditable(file: file) }
    self.data = data
    self.file = file
    entries = try StringsDictParser.parse(data, file: file)
  }

  /// Sets the `<string>` at `path` (dictionary keys from the root) to `value`.
  ///
  /// Throws, changing nothing, when the file is not UTF-8, the path does not end at a `<string>` of the file, or the
  /// key would not read afterwards (a `%#@name@` the key does not define).
  public mutating func setValue(_ value: String, at path: [String]) throws(StringsDiagnostic) {
    let (decoded, root) = try tree()
    var node = root
    for (index, name) in path.enumerated() {
      guard case .dictionary(let members) = node.value, let member = members.last(where: { $0.key == name }) else {
        let place = path[..<index].map { "\"\($0)\"" }.joined(separator: " › ")
        throw StringsDiagnostic(
          id: "not-editable", severity: .error, location: node.location,
          message:
            "\(place.isEmpty ? "the file" : place) has no \"\(name)\"; only a string the .stringsdict has can be set",
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
    let before = self
    try replace(node.range, prefixLength: decoded.prefixLength, with: "<string>\(Escaping.xml(value))</string>")
    if let key = path.first { try keepReadable(key, since: before, at: node.location, change: "this change") }
  }

  /// The file as UTF-8 and its property-list tree; throws when it is not plain UTF-8 (it could not be edited byte by
  /// byte) or not a property list.
  func tree() throws(StringsDiagnostic) -> (DecodedText, PropertyListNode) {
    let decoded = try DecodedText(data, file: file)
    guard case .utf8 = decoded.encoding, !decoded.hasLoneSurrogates, decoded.strayContinuationBytes.isEmpty else {
      throw StringsDiagnostic(
        id: "not-editable", severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
        message: "this .stringsdict is not plain UTF-8, so it cannot be edited byte by byte",
        hint: "save it as UTF-8 (as Xcode writes it) and try again")
    }
    let root = try PropertyListReader.parse(decoded.bytes, file: file)
    return (decoded, root)
  }

  /// Replaces `range` of the text (offsets after any byte-order mark) with `replacement` and reads the file again.
  mutating func replace(_ range: Range<Int>, prefixLength: Int, with replacement: String) throws(StringsDiagnostic) {
    var bytes = [UInt8](data)
    bytes.replaceSubrange((range.lowerBound + prefixLength)..<(range.upperBound + prefixLength), with: Array(replacement.utf8))
    let updated = Data(bytes)
    entries = try StringsDictParser.parse(updated, file: file)
    data = updated
  }
}
