/// One key's value in one language of one table, whichever kind of file it came from.
public struct TableEntry: Sendable {
  /// The key.
  public var key: String
  /// The value: a string, or variations.
  public var value: TableValue
  /// The `%#@name@` placeholders used by ``value``, in file order.
  public var substitutions: [Substitution]
  /// The translator note, when the file has one.
  public var comment: String?
  /// The String Catalog state of the value (`nil` for `.strings` and `.stringsdict`, and when a catalog gives none);
  /// for variations, the least finished state of any form (`new`, then `needs_review`).
  public var state: TranslationState?
  /// How Xcode found the key (String Catalogs only).
  public var extractionState: ExtractionState?
  /// Whether the key is meant to be translated; `false` for a String Catalog key marked "Don't translate".
  public var shouldTranslate = true
  /// Where the value starts in its file.
  public var location: SourceLocation
  /// The kind of file the value was read from.
  public var format: TableFormat

  /// Creates an entry.
  public init(
    key: String, value: TableValue, substitutions: [Substitution] = [], comment: String? = nil,
    state: TranslationState? = nil, location: SourceLocation, format: TableFormat
  ) {
    self.key = key
    self.value = value
    self.substitutions = substitutions
    self.comment = comment
    self.state = state
    self.location = location
    self.format = format
  }

  /// Creates the entry of a String Catalog key in one language, with what the key says about it.
  package init(
    key: String, value: TableValue, substitutions: [Substitution], comment: String?, state: TranslationState?,
    extractionState: ExtractionState?, shouldTranslate: Bool, location: SourceLocation
  ) {
    self.key = key
    self.value = value
    self.substitutions = substitutions
    self.comment = comment
    self.state = state
    self.extractionState = extractionState
    self.shouldTranslate = shouldTranslate
    self.location = location
    self.format = .xcstrings
  }

  /// The substitution named `name`, if the entry has it.
  public func substitution(named name: String) -> Substitution? {
    substitutions.first { $0.name == name }
  }

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
