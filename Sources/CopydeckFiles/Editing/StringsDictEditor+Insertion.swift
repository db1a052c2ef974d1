import Copydeck
import Foundation

/// Adding to a `.stringsdict`: a plural form a variable lacks, a variable, or a whole key, laid out as the file is.
extension StringsDictEditor {
  /// A member to add to a `<dict>`: a `<key>` and its `<string>` or `<dict>`.
  public indirect enum Member: Sendable, Equatable {
    /// `<key>key</key><string>value</string>`.
    case string(key: String, value: String)
    /// `<key>key</key><dict>…</dict>`, its members in order.
    case dictionary(key: String, members: [Member])

    /// The member's key.
    public var key: String {
      switch self {
      case .string(let key, _), .dictionary(let key, _): key
      }
    }
  }

  /// The bytes of a `.stringsdict` with no keys yet, with the XML declaration and DOCTYPE Xcode writes; a new
  /// language's file starts from it.
  public static let emptyFile = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    </dict>
    </plist>

    """.utf8)

  /// Whether the file has a member at `path` (dictionary keys from the root); `false` when it cannot be read.
  public func contains(_ path: [String]) -> Bool {
    guard let (_, root) = try? tree() else { return false }
    return Self.node(at: path, in: root) != nil
  }

  /// Adds `member` to the `<dict>` at `path` (`[]` for the root, where a member is a new key), changing no other byte.
  ///
  /// The member is indented as its siblings are (tabs as Xcode writes, or the file's own spaces), one element a
  /// line; in a dict written on one line it is written on that line too. A plural category (`few`) goes before the
  /// first later category the dict has, in CLDR's order (zero, one, two, few, many, other), as Xcode keeps them; a
  /// device (`mac`) before the device rule's `other`; any other member goes last. Throws, changing nothing, when the file is not plain UTF-8, `path` does not end at
  /// a `<dict>`, the dict already has the key, or the key would not read afterwards (a plural without `other`, a
  /// `%#@name@` without its variable).
  public mutating func insert(_ member: Member, into path: [String]) throws(StringsDiagnostic) {
    let (decoded, root) = try tree()
    let place = path.isEmpty ? "the file" : path.map { "\"\($0)\"" }.joined(separator: " › ")
    guard let dict = Self.node(at: path, in: root), case .dictionary(let members) = dict.value else {
      throw StringsDiagnostic(
        id: "not-editable", severity: .error, location: root.location, message: "\(place) is not a <dict> of this file",
        hint: "add the key or variable first")
    }
    guard !members.contains(where: { $0.key == member.key }) else {
      throw StringsDiagnostic(
        id: "not-editable", severity: .error, location: dict.location, message: "\(place) already has \"\(member.key)\"",
        hint: "set its strings instead")
    }
    let text = decoded.bytes
    let layout = Layout(dict: dict, members: members, root: root, text: text)
    let next =
      PluralCategory(rawValue: member.key).flatMap { category in
        members.first { PluralCategory(rawValue: $0.key).map { $0 > category } ?? false }
      } ?? (path.last == "NSStringDeviceSpecificRuleType" && member.key != "other" ? members.first { $0.key == "other" } : nil)
    let range: Range<Int>
    let replacement: String
    if let next {
      range = layout.lineStart(next.keyOffset, in: text)..<layout.lineStart(next.keyOffset, in: text)
      replacement = layout.text(of: member, lineStart: Layout.indentation(before: next.keyOffset, in: text) != nil)
    } else if let end = dict.endTagOffset {
      let onItsLine = Layout.indentation(before: end, in: text) != nil
      range = layout.lineStart(end, in: text)..<layout.lineStart(end, in: text)
      replacement = layout.text(of: member, lineStart: onItsLine)
    } else {
      // `<dict/>`: written whole again, holding the member.
      range = dict.range
      let onItsLine = Layout.indentation(before: dict.range.lowerBound, in: text) != nil
      replacement =
        onItsLine
        ? "<dict>\n" + layout.text(of: member, lineStart: true) + layout.parent + "</dict>"
        : "<dict>" + layout.text(of: member, lineStart: false)
          + "</dict>"
    }
    let before = self
    try replace(range, prefixLength: decoded.prefixLength, with: replacement)
    try keepReadable(path.first ?? member.key, since: before, at: dict.location, change: "adding \"\(member.key)\"")
  }

  /// Undoes the last change and throws when the key `key` does not read after it (a plural without `other`, a
  /// `%#@name@` without its variable), unless it did not read before either.
  mutating func keepReadable(
    _ key: String, since before: StringsDictEditor, at location: SourceLocation, change: String
  )
    throws(StringsDiagnostic)
  {
    guard entries.entry(forKey: key) == nil, before.entries.entry(forKey: key) != nil || !before.contains([key]) else { return }
    let known = Set(before.entries.diagnostics.map(\.message))
    let reason = entries.diagnostics.first { $0.severity == .error && !known.contains($0.message) }
    self = before
    throw StringsDiagnostic(
      id: "not-editable", severity: .error, location: location,
      message: "\"\(key)\" would not read after \(change)\(reason.map { ": \($0.message)" } ?? "")",
      hint: reason?.hint ?? "add the forms it needs (every plural has an other form)")
  }

  /// The node at `path` below `root`, following the last member of each name as the device does.
  static func node(at path: [String], in root: PropertyListNode) -> PropertyListNode? {
    var node = root
    for name in path {
      guard case .dictionary(let members) = node.value, let member = members.last(where: { $0.key == name }) else { return nil }
      node = member.node
    }
    return node
  }
}

/// How the members of one `<dict>` are laid out: their indentation and one step of it.
private struct Layout {
  /// The indentation of the dict's own line.
  var parent: String
  /// The indentation of its members.
  var child: String
  /// One step of indentation (a tab, or the file's spaces).
  var step: String

  init(dict: PropertyListNode, members: [PropertyListNode.Member], root: PropertyListNode, text: [UInt8]) {
    parent = Self.indentation(before: dict.range.lowerBound, in: text) ?? ""
    // The file's step: its root's first key against the root, a tab when the file has no keys yet.
    var fileStep = "\t"
    if case .dictionary(let keys) = root.value, let first = keys.first,
      let keyIndent = Self.indentation(before: first.keyOffset, in: text),
      let rootIndent = Self.indentation(before: root.range.lowerBound, in: text), keyIndent.count > rootIndent.count,
      keyIndent.hasPrefix(rootIndent)
    {
      fileStep = String(keyIndent.dropFirst(rootIndent.count))
    }
    if let first = members.first, let indent = Self.indentation(before: first.keyOffset, in: text) {
      child = indent
      step = indent.count > parent.count && indent.hasPrefix(parent) ? String(indent.dropFirst(parent.count)) : fileStep
    } else {
      child = parent + fileStep
      step = fileStep
    }
  }

  /// The spaces and tabs between the start of its line and `offset`; `nil` when other text comes first on that line.
  static func indentation(before offset: Int, in text: [UInt8]) -> String? {
    var start = offset
    while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
    guard start == 0 || text[start - 1] == UInt8(ascii: "\n") else { return nil }
    return String(decoding: text[start..<offset], as: UTF8.self)
  }

  /// Where a member that goes before `offset` starts: the start of the line, when only indentation precedes it.
  func lineStart(_ offset: Int, in text: [UInt8]) -> Int {
    offset - (Self.indentation(before: offset, in: text)?.utf8.count ?? 0)
  }

  /// `member` as the dict's members are written: on lines of its own at the members' indentation, or inline.
  func text(of member: StringsDictEditor.Member, lineStart: Bool) -> String {
    lineStart ? Self.lines(of: member, indent: child, step: step) : Self.inline(member)
  }

  private static func lines(of member: StringsDictEditor.Member, indent: String, step: String) -> String {
    let key = "\(indent)<key>\(Escaping.xml(member.key))</key>\n"
    switch member {
    case .string(_, let value):
      return key + "\(indent)<string>\(Escaping.xml(value))</string>\n"
    case .dictionary(_, let members):
      return key + "\(indent)<dict>\n" + members.map { lines(of: $0, indent: indent + step, step: step) }.joined() + "\(indent)</dict>\n"
    }
  }

  private static func inline(_ member: StringsDictEditor.Member) -> String {
    let key = "<key>\(Escaping.xml(member.key))</key>"
    switch member {
    case .string(_, let value): return key + "<string>\(Escaping.xml(value))</string>"
    case .dictionary(_, let members): return key + "<dict>" + members.map(inline).joined() + "</dict>"
    }
  }
}
