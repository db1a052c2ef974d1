import Foundation

extension PluralOperands {
  /// The operands of a count passed as a ``CopyArgument``, or `nil` when it is not a number.
  ///
  /// A whole number is itself; a decimal is read as ICU reads a `double` (`1.0` is 1, with no fraction digits;
  /// `1.5` has one); text is read in CLDR's sample syntax (`3`, `1.50`), so a count written with its fraction digits
  /// keeps them.
  init?(_ argument: CopyArgument) {
    switch argument {
    case .integer(let value):
      self.init(value)
    case .number(let value):
      guard value.isFinite else { return nil }
      if value == value.rounded(), abs(value) < 9e18 {
        self.init(Int(value))
      } else {
        self.init(String(value))
      }
    case .text(let text):
      self.init(text.trimmingCharacters(in: .whitespaces))
    }
  }
}
