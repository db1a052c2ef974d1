import Foundation

/// The digit-grouping and decimal separators of a language, looked up once per catalog language.
struct NumberSymbols: Sendable, Hashable {
  var grouping: String
  var decimal: String

  /// The separators given.
  init(grouping: String, decimal: String) {
    self.grouping = grouping
    self.decimal = decimal
  }

  /// The separators of `language` (e.g. `,` and `.` for `en` and `ko`; `.` and `,` for `de`).
  init(language: String) {
    let locale = Locale(identifier: language)
    grouping = locale.groupingSeparator ?? ","
    decimal = locale.decimalSeparator ?? "."
  }

  /// Writes `digits` (ASCII, optionally with a leading `-`) with a grouping separator every three digits.
  func group(_ digits: String) -> String {
    let negative = digits.hasPrefix("-")
    let body = Array(negative ? digits.dropFirst() : digits[...])
    var text = negative ? "-" : ""
    for (offset, digit) in body.enumerated() {
      if offset > 0, (body.count - offset) % 3 == 0 { text += grouping }
      text.append(digit)
    }
    return text
  }
}
