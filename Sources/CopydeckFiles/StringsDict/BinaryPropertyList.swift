import Copydeck
import Foundation

/// Reads the binary property lists (`bplist00`) an Xcode build writes for `.strings` and `.stringsdict` files
/// (`STRINGS_FILE_OUTPUT_ENCODING = binary`, the default for iOS), through Foundation's property-list reader as the
/// device reads them. A binary file has no lines: every place in it is `path:1:1`, and a message about one of its
/// values says that the file is binary.
package enum BinaryPropertyList {
  /// The words a message adds after a place in a binary file, which has no lines.
  package static let placeNote = "(a binary property list, as Xcode's build writes it: it has no lines)"

  /// Whether `data` is a binary property list.
  static func isBinary(_ data: some Sequence<UInt8>) -> Bool {
    data.starts(with: "bplist".utf8)
  }

  /// The refusal of an edit of the binary table `file`: a build's output, which is never rewritten as text.
  package static func notEditable(file: String) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "binary-table", severity: .error, location: SourceLocation(file: file, line: 1, column: 1),
      message: "this table is a binary property list (as Xcode's build writes it), so nothing was changed",
      hint:
        "tables in a repository are text: convert it with `plutil -convert xml1 \(file)`, or edit the source table Xcode builds it from")
  }

  /// Whether the file at `path` is a binary property list (read from its first bytes; `false` when it does not read
  /// or is no regular file: opening a FIFO to read would wait for a writer forever).
  package static func isBinaryFile(atPath path: String) -> Bool {
    guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
      let handle = FileHandle(forReadingAtPath: path)
    else { return false }
    defer { try? handle.close() }
    return isBinary((try? handle.read(upToCount: 8)) ?? Data())
  }

  /// The root of the binary property list `data` as a tree of nodes, each at `file:1:1`; members in key order (a
  /// binary dictionary keeps no order).
  static func root(_ data: Data, file: String) throws(StringsDiagnostic) -> PropertyListNode {
    let start = SourceLocation(file: file, line: 1, column: 1)
    do {
      return node(try PropertyListSerialization.propertyList(from: data, format: nil), at: start)
    } catch {
      throw StringsDiagnostic(
        id: "not-a-table", severity: .error, location: start,
        message: "the binary property list does not read (\(error.localizedDescription)), so the device rejects the whole file",
        hint: "build the table again from its source (the .strings, .stringsdict or .xcstrings in the project)")
    }
  }

  /// The table of a binary `.strings` file: a dictionary of strings, keys in key order.
  static func stringsTable(_ data: Data, file: String) throws(StringsDiagnostic) -> StringsTable {
    let root = try root(data, file: file)
    guard case .dictionary(let members) = root.value else {
      throw StringsDiagnostic(
        id: "not-a-table", severity: .error, location: root.location,
        message: "the binary property list holds \(root.kindName), not a dictionary of keys \(placeNote)",
        hint: "build the table again from its source .strings file")
    }
    var entries: [StringsEntry] = []
    var diagnostics: [StringsDiagnostic] = []
    for member in members {
      guard case .string(let value) = member.node.value else {
        diagnostics.append(
          StringsDiagnostic(
            id: "value-not-string", severity: .warning, location: member.keyLocation,
            message: "the value of \"\(member.key)\" is \(member.node.kindName), not a string, so the device does not show it \(placeNote)",
            hint: "give the key a string value in the source .strings file and build again"))
        continue
      }
      entries.append(
        StringsEntry(key: member.key, value: value, comment: nil, location: member.keyLocation, valueLocation: member.keyLocation))
    }
    return StringsTable(entries: entries, diagnostics: diagnostics, form: .xml)
  }

  /// The table of the `.strings` file at `url`: a binary property list read through Foundation, any other file as
  /// ``StringsParser/parse(contentsOf:)`` reads it.
  package static func stringsTable(contentsOf url: URL) throws(StringsDiagnostic) -> StringsTable {
    // The bytes are read into the array the parser reads, not into a `Data` it would copy: two copies of a large
    // table's bytes were the peak of `copydeck check`.
    let bytes = try StringsParser.readBytes(url)
    return try isBinary(bytes)
      ? stringsTable(Data(bytes), file: url.path) : ParsedStrings(bytes: bytes, file: url.path).table
  }

  /// The node of one value Foundation read.
  private static func node(_ object: Any, at location: SourceLocation) -> PropertyListNode {
    let value: PropertyListNode.Value
    switch object {
    case let text as String:
      value = .string(text)
    case let dictionary as [String: Any]:
      value = .dictionary(
        dictionary.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { key in
          PropertyListNode.Member(key: key, keyLocation: location, keyOffset: 0, node: node(dictionary[key]!, at: location))
        })
    case let array as [Any]:
      value = .array(array.map { node($0, at: location) })
    case let data as Data:
      value = .other(tag: "data", text: data.base64EncodedString())
    case let date as Date:
      value = .other(tag: "date", text: "\(date)")
    default:
      value = .other(tag: "integer", text: "\(object)")
    }
    return PropertyListNode(value: value, location: location, range: 0..<0, endTagOffset: nil)
  }
}
