import Copydeck

extension TableEntry {
  /// The entry of a `.strings` table as a plain string.
  public init(strings entry: StringsEntry) {
    self.init(key: entry.key, value: .string(entry.value), comment: entry.comment, location: entry.valueLocation, format: .strings)
  }
}
