import Foundation

/// Fills a ``CompiledText`` with ``CopyArgument``s the way `String(format:)` would, except
/// that it cannot crash: every argument is read by its own type, numbers get the language's
/// separators, Korean particle pairs after an argument are resolved, and a missing argument is a
/// reported failure rather than a read past the end.
struct CopyFormatter {
  /// Why a text could not be filled.
  struct Failure: Error {
    var message: String
  }

  var symbols: NumberSymbols

  /// The formatter of a call without arguments, which formats no number and so never reads its separators.
  static let withoutArguments = CopyFormatter(symbols: NumberSymbols(grouping: ",", decimal: "."))

  /// Fills `text`; appends a note for each argument that did not fit its specifier and was shown as given.
  ///
  /// The pieces are written straight into the result's one buffer, sized from the literal bytes, each text argument
  /// and a few bytes per other piece; when a rendered number is longer than that (a wide or very precise specifier),
  /// the text is written again into a buffer of the size the first pass counted.
  func format(_ text: CompiledText, _ arguments: [CopyArgument], notes: inout [String]) throws(Failure) -> String {
    var capacity = text.literalBytes.count + 8 * text.particleCount
    for specifier in text.specifiers {
      if specifier.position <= arguments.count, case .text(let value) = arguments[specifier.position - 1] {
        capacity += value.utf8.count
      } else {
        capacity += 24
      }
    }
    let noteCount = notes.count
    while true {
      do {
        return try String(unsafeUninitializedCapacity: capacity) { buffer in
          var writer = Writer(buffer: buffer)
          do throws(Failure) {
            try write(text, arguments, into: &writer, notes: &notes)
          } catch {
            throw Stop.failed(error)
          }
          guard writer.count <= buffer.count else { throw Stop.short(needs: writer.count) }
          return writer.count
        }
      } catch Stop.failed(let failure) {
        throw failure
      } catch Stop.short(let count) {
        // The same pieces again (rendering is a pure function of the arguments), each note once.
        notes.removeSubrange(noteCount...)
        capacity = count
      } catch {
        preconditionFailure("a pass throws only Stop")
      }
    }
  }

  /// Why a pass of ``format(_:_:notes:)`` stopped without a text.
  private enum Stop: Error {
    case failed(Failure)
    /// The buffer was short: the filled text has this many bytes.
    case short(needs: Int)
  }

  /// The bytes written so far into a result's buffer; past its end only counted.
  private struct Writer {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      if count + bytes.count <= buffer.count, let target = buffer.baseAddress, let source = bytes.baseAddress {
        (target + count).update(from: source, count: bytes.count)
      }
      count += bytes.count
    }
  }

  /// Writes `text`'s pieces in order, filled with `arguments`.
  private func write(
    _ text: CompiledText, _ arguments: [CopyArgument], into writer: inout Writer, notes: inout [String]
  )
    throws(Failure)
  {
    // The last scalar of the argument written last, which chooses a particle's form (`nil`: none, or empty).
    var lastScalar: Unicode.Scalar?
    try text.literalBytes.withUnsafeBufferPointer { (literals) throws(Failure) in
      for piece in text.pieces {
        switch piece {
        case .literal(let range):
          writer.append(UnsafeBufferPointer(rebasing: literals[range]))
        case .particle(let particle):
          var form = particle.form(afterLast: lastScalar) ?? particle.rawValue[...]
          form.withUTF8 { writer.append($0) }
        case .argument(let index):
          let specifier = text.specifiers[index]
          guard specifier.position <= arguments.count else {
            throw Failure(
              message: "\(specifier.text) needs argument \(specifier.position), but \(arguments.count) "
                + (arguments.count == 1 ? "was" : "were") + " given")
          }
          var rendered = render(specifier, arguments[specifier.position - 1], notes: &notes)
          lastScalar = rendered.withUTF8 { bytes in
            writer.append(bytes)
            return Self.lastScalar(of: bytes)
          }
        }
      }
    }
  }

  /// The last Unicode scalar of the UTF-8 `bytes` (of a `String`, so well-formed), or `nil` when they are empty.
  private static func lastScalar(of bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    var start = bytes.count - 1
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0 else { return nil }
    var value = UInt32(bytes[start])
    let count = bytes.count - start
    if count > 1 {
      value &= 0xFF >> UInt32(count + 1)
      for byte in bytes[(start + 1)...] { value = value << 6 | UInt32(byte & 0x3F) }
    }
    return Unicode.Scalar(value)
  }

  private func render(_ specifier: FormatSpecifier, _ argument: CopyArgument, notes: inout [String]) -> String {
    switch specifier.argumentType {
    case .object, .cString, .pointer:
      switch argument {
      case .text(let text): return text
      case .integer(let value): return symbols.group(String(value))
      case .number(let value): return localized(String(value))
      }
    case .integer:
      guard let value = integer(argument) else {
        notes.append("argument \(specifier.position) '\(argument)' is not a whole number for \(specifier.text); shown as given")
        return argument.description
      }
      return renderInteger(value, specifier)
    case .double:
      guard let value = double(argument) else {
        notes.append("argument \(specifier.position) '\(argument)' is not a number for \(specifier.text); shown as given")
        return argument.description
      }
      return renderDouble(value, specifier)
    case .character:
      switch argument {
      case .text(let text): return text.first.map(String.init) ?? ""
      case .integer(let value): return Unicode.Scalar(UInt32(clamping: value)).map { String(Character($0)) } ?? ""
      case .number: return argument.description
      }
    }
  }

  private func integer(_ argument: CopyArgument) -> Int? {
    switch argument {
    case .integer(let value): value
    case .number(let value): value.isFinite && abs(value) < 9e18 ? Int(value.rounded(.towardZero)) : nil
    case .text(let text): Int(text.trimmingCharacters(in: .whitespaces))
    }
  }

  private func double(_ argument: CopyArgument) -> Double? {
    switch argument {
    case .integer(let value): Double(value)
    case .number(let value): value
    case .text(let text): Double(text.trimmingCharacters(in: .whitespaces))
    }
  }

  private func isPlain(_ specifier: FormatSpecifier) -> Bool {
    specifier.flags.isEmpty && specifier.width == nil
  }

  /// The C conversion for one value: flags, width and precision as written, with a length we control.
  private func cFormat(_ specifier: FormatSpecifier, length: String, conversion: Character) -> String {
    var format = "%" + specifier.flags
    if let width = specifier.width { format += String(width) }
    if let precision = specifier.precision { format += "." + String(precision) }
    return format + length + String(conversion)
  }

  private func renderInteger(_ value: Int, _ specifier: FormatSpecifier) -> String {
    switch specifier.conversion {
    case "o", "O", "x", "X":
      let conversion: Character = specifier.conversion == "O" ? "o" : specifier.conversion
      return String(format: cFormat(specifier, length: "l", conversion: conversion), value)
    default:
      guard isPlain(specifier), specifier.precision == nil else {
        return String(format: cFormat(specifier, length: "l", conversion: "d"), value)
      }
      return symbols.group(String(value))
    }
  }

  private func renderDouble(_ value: Double, _ specifier: FormatSpecifier) -> String {
    let conversion: Character = specifier.conversion
    let text = String(format: cFormat(specifier, length: "", conversion: conversion), value)
    guard value.isFinite, isPlain(specifier), conversion == "f" || conversion == "F" else { return localized(text) }
    let parts = text.split(separator: ".", maxSplits: 1)
    let whole = symbols.group(String(parts[0]))
    return parts.count == 2 ? whole + symbols.decimal + parts[1] : whole
  }

  private func localized(_ number: String) -> String {
    symbols.decimal == "." ? number : number.replacingOccurrences(of: ".", with: symbols.decimal)
  }
}
