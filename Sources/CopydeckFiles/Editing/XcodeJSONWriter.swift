import Copydeck

/// Writes JSON the way Xcode writes String Catalogs: two-space indentation, `" : "` between a key and its value,
/// members in the order given, an empty object as `{`, an empty line and `}`, strings escaped as little as JSON
/// allows (`"`, `\`, control characters; never `/` or non-ASCII), and no line break at the end of the file.
struct XcodeJSONWriter {
  /// The bytes numbers are copied from, so `2.50` stays `2.50`; a node with an empty range is written from its value.
  let source: [UInt8]
  private(set) var output: [UInt8] = []

  init(source: [UInt8] = []) {
    self.source = source
  }

  /// The document `node`, as Xcode writes it.
  static func document(_ node: JSONNode, source: [UInt8] = []) -> [UInt8] {
    var writer = XcodeJSONWriter(source: source)
    writer.write(node, indent: 0)
    return writer.output
  }

  /// The bytes of `node` written at nesting depth `indent` (its first line is not indented; the following are).
  static func value(_ node: JSONNode, indent: Int, source: [UInt8] = []) -> [UInt8] {
    var writer = XcodeJSONWriter(source: source)
    writer.write(node, indent: indent)
    return writer.output
  }

  mutating func write(_ node: JSONNode, indent: Int) {
    switch node.value {
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      if members.isEmpty {
        output.append(0x0A)
      }
      for (index, member) in members.enumerated() {
        output.append(contentsOf: index == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
        space(indent + 1)
        Self.appendString(member.key, to: &output)
        output.append(contentsOf: " : ".utf8)
        write(member.node, indent: indent + 1)
      }
      output.append(0x0A)
      space(indent)
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        output.append(contentsOf: index == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
        space(indent + 1)
        write(element, indent: indent + 1)
      }
      if !elements.isEmpty {
        output.append(0x0A)
        space(indent)
      }
      output.append(UInt8(ascii: "]"))
    case .string(let text): Self.appendString(text, to: &output)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .null: output.append(contentsOf: "null".utf8)
    case .number(let value):
      if !node.range.isEmpty, node.range.upperBound <= source.count {
        output.append(contentsOf: source[node.range])
      } else if value == value.rounded(), abs(value) < 1e15 {
        output.append(contentsOf: String(Int64(value)).utf8)
      } else {
        output.append(contentsOf: String(value).utf8)
      }
    }
  }

  private mutating func space(_ depth: Int) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// `text` as a JSON string literal in Xcode's escaping.
  static func appendString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: [
          UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
