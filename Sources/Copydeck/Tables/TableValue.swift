/// The value of one key in one language, as the device stores it: a plain string, or forms that vary by a count or
/// by the device, nested as deep as the file nests them.
///
/// `.strings` tables hold only ``string(_:)``; `.stringsdict` and `.xcstrings` tables may hold variations. A
/// `%#@name@` in a string is filled in from the ``TableEntry/substitutions`` of the entry.
public enum TableValue: Sendable, Hashable {
  /// A string, possibly with format specifiers and `%#@name@` references.
  case string(String)
  /// One value per plural category; `other` is always present in a value read without an error.
  case plural([PluralCategory: TableValue])
  /// One value per device class; `other` covers the devices not named.
  case device([DeviceClass: TableValue])

  /// The string, when the value is a plain string.
  public var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// Every string of the value, depth first in category or device order.
  public var strings: [String] {
    switch self {
    case .string(let text): [text]
    case .plural(let forms): forms.sorted { $0.key < $1.key }.flatMap(\.value.strings)
    case .device(let forms): forms.sorted { $0.key < $1.key }.flatMap(\.value.strings)
    }
  }
}
