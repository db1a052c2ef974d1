/// Finds the `%#@name@` placeholders of a string (also the positional `%2$#@name@` and `%2#@name@`).
package enum SubstitutionReferences {
  /// The names referenced in `text`, in order, each once.
  package static func names(in text: String) -> [String] {
    var names: [String] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      var cursor = index + 1
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "%") {
        index = cursor + 1
        continue
      }
      // A position may come first, `%2$#@name@`, and real apps also ship `%1#@name@` without the `$`.
      while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) { cursor += 1 }
      if cursor > index + 1, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") { cursor += 1 }
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") else {
        index += 1
        continue
      }
      let nameStart = cursor + 2
      guard let end = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")), end > nameStart else {
        index = nameStart
        continue
      }
      let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
      if !names.contains(name) { names.append(name) }
      index = end + 1
    }
    return names
  }
}
