import Copydeck

/// The names a conversion between String Catalogs and `.strings` + `.stringsdict` tables agrees on in both directions.
enum ConversionNames {
  /// The `.stringsdict` variable that stands for a String Catalog plural at the top of a value (or of one device
  /// form, with `_iphone` and so on appended), so the way back knows to make it a plural again.
  static let plural = "xcstrings_plural"

  /// The order keys are written in, both ways: Xcode's order for a catalog's keys, code points between keys it
  /// finds equal.
  static func keyOrder(_ a: String, _ b: String) -> Bool {
    StringCatalogEditor.xcodeKeyOrder(a, b) || (!StringCatalogEditor.xcodeKeyOrder(b, a) && StringCatalogEditor.ordinal(a, b))
  }

  /// The variable name for a top-level plural inside the device form `device`, or at the top when `nil`.
  static func plural(device: DeviceClass?) -> String {
    device.map { "\(plural)_\($0.rawValue)" } ?? plural
  }

  /// When `format` is only a reference to a top-level plural variable (`%#@xcstrings_plural@`, `%2$#@…@`), that name.
  static func pluralReference(_ format: String) -> String? {
    let names = SubstitutionReferences.names(in: format)
    guard names.count == 1, let name = names.first, name == plural || name.hasPrefix(plural + "_") else { return nil }
    let specifiers = FormatString(format)
    guard specifiers.pieces.count == 2, case .specifier(let reference) = specifiers.pieces[0], reference.flags == "#",
      case .text(let rest) = specifiers.pieces[1], rest == name + "@"
    else { return nil }
    return name
  }

  /// The argument position each `%#@name@` of `format` reads (its own `%2$#@name@`, or its place among the specifiers).
  static func referencePositions(in format: String) -> [String: Int] {
    var positions: [String: Int] = [:]
    let pieces = FormatString(format).pieces
    for (index, piece) in pieces.enumerated() {
      guard case .specifier(let specifier) = piece, specifier.conversion == "@", specifier.flags.contains("#"),
        index + 1 < pieces.count, case .text(let next) = pieces[index + 1], let end = next.firstIndex(of: "@"), end != next.startIndex
      else { continue }
      let name = String(next[..<end])
      if positions[name] == nil { positions[name] = specifier.position }
    }
    return positions
  }
}
