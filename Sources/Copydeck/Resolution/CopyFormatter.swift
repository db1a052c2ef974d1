import Foundation

/// Fills a ``CompiledText`` with ``CopyArgument``s the way `String(format:)` would, except
/// that it cannot crash: every argument is read by its own type, numbers get the language's
/// separators, Korean particle pairs after an argument are resolved, and a missing argument is a
/// reported failure rather than a read past the end.
struct CopyFormatter {
  /// Why a text could not be filled.
  struct Failure: Error { var message: String }

  var symbols: NumberSymbols

  /// Fills `text`; appends a note for each argument that did not fit its specifier and was shown as given.
  func format(_ text: CompiledText, _ arguments: [CopyArgument], notes: inout [String]) throws(Failure) -> String {
    var result = ""
    // The argument written last, whose reading chooses a particle's form.
    var lastArgument = ""[...]
    for piece in text.pieces {
      switch piece {
      case .literal(let literal):
        result += literal
      case .particle(let particle):
        result.append(contentsOf: particle.form(after: lastArgument) ?? particle.written[...])
      case .argument(let index):
        let specifier = text.specifiers[index]
        guard specifier.position <= arguments.count else {
          throw Failure(
            message: "\(specifier.text) needs argument \(specifier.position), but \(arguments.count) "
              + (arguments.count == 1 ? "was" : "were") + " given")
        }
        let rendered = render(specifier, arguments[specifier.position - 1], notes: &notes)
        result += rendered
        lastArgument = rendered[...]
      }
    }
    return result
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

  /// The C conversion for one value: flags, width and precision as written, with a length we control.
  private func cFormat(_ specifier: FormatSpecifier, length: String, conversion: Character) -> String {
    var format = "%" + specifier.flags
    if let width = specifier.width { format += String(width) }
    if let precision = specifier.precision { format += "." + String(precision) }
    return format + length + String(conversion)
  }

  private func renderInteger(_ value: Int, _ specifier: FormatSpecifier) -> String {
    let conversion: Character = "oxX".contains(specifier.conversion) ? specifier.conversion : specifier.conversion == "O" ? "o" : "d"
    guard conversion == "d", specifier.flags.isEmpty, specifier.width == nil, specifier.precision == nil else {
      return String(format: cFormat(specifier, length: "l", conversion: conversion), value)
    }
    return symbols.group(String(value))
  }

  private func renderDouble(_ value: Double, _ specifier: FormatSpecifier) -> String {
    let conversion: Character = specifier.conversion
    let text = String(format: cFormat(specifier, length: "", conversion: conversion), value)
    guard value.isFinite, specifier.flags.isEmpty, specifier.width == nil, conversion == "f" || conversion == "F" else {
      return localized(text)
    }
    let parts = text.split(separator: ".", maxSplits: 1)
    let whole = symbols.group(String(parts[0]))
    return parts.count == 2 ? whole + symbols.decimal + parts[1] : whole
  }

  private func localized(_ number: String) -> String {
    symbols.decimal == "." ? number : number.replacingOccurrences(of: ".", with: symbols.decimal)
  }
}
