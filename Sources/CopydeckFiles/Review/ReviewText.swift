import Copydeck

/// The development text a review line records for an entry: its string, or, for an entry that varies by a count or
/// the device, one `FORM: text` line per form (`plural.one: %d file`, then `substitutions.NAME.…` forms), so the
/// preview can show which form changed.
public enum ReviewText {
  /// The text recorded for `entry`.
  public static func of(_ entry: TableEntry) -> String {
    if case .string(let text) = entry.value, entry.substitutions.isEmpty { return text }
    var lines = forms(entry.value, path: [])
    for substitution in entry.substitutions {
      var steps: [FormPath.Step] = [.substitution(substitution.name)]
      if let device = substitution.device { steps.append(.device(device)) }
      lines += forms(substitution.value, path: steps)
    }
    return lines.joined(separator: "\n")
  }

  /// `FORM: text` for every string of `value`, depth first in CLDR's and Xcode's order.
  private static func forms(_ value: TableValue, path: [FormPath.Step]) -> [String] {
    switch value {
    case .string(let text): path.isEmpty ? [text] : ["\(FormPath(path)): \(text)"]
    case .plural(let forms):
      forms.sorted { $0.key < $1.key }.flatMap { self.forms($0.value, path: path + [.plural($0.key)]) }
    case .device(let forms):
      forms.sorted { $0.key < $1.key }.flatMap { self.forms($0.value, path: path + [.device($0.key)]) }
    }
  }
}
