import Copydeck

/// What the tools ask of a table's value (the runtime only resolves it).
extension TableValue {
  /// Whether the value varies (by count or by device) anywhere.
  public var hasVariations: Bool {
    if case .string = self { false } else { true }
  }
}

extension TableEntry {
  /// Whether the value varies (by count or device) or fills in `%#@name@` substitutions.
  public var hasVariations: Bool { value.hasVariations || !substitutions.isEmpty }

  /// Whether the value or any substitution varies by a count.
  public var hasPlural: Bool {
    func plural(_ value: TableValue) -> Bool {
      switch value {
      case .string: false
      case .plural: true
      case .device(let forms): forms.values.contains(where: plural)
      }
    }
    return plural(value) || substitutions.contains { plural($0.value) }
  }

  /// Whether the value or any substitution varies by device (an iPhone shows its `iphone` form, or `other`).
  public var variesByDevice: Bool {
    func device(_ value: TableValue) -> Bool {
      switch value {
      case .string: false
      case .plural(let forms): forms.values.contains(where: device)
      case .device: true
      }
    }
    return device(value) || substitutions.contains { device($0.value) }
  }
}
