import Copydeck

/// Where one string sits inside a String Catalog localization that varies: `plural.one`, `device.iphone.plural.other`
/// or `substitutions.count.plural.few` — the spelling Xcode uses after `key|==|` in the XLIFF it exports.
public struct FormPath: Sendable, Hashable, CustomStringConvertible {
  /// One step into a varying value.
  public enum Step: Sendable, Hashable {
    /// The form of a plural category, `plural.one`.
    case plural(PluralCategory)
    /// The form of a device class, `device.iphone`.
    case device(DeviceClass)
    /// The `%#@name@` substitution `name`, `substitutions.name`.
    case substitution(String)
  }

  /// The steps from the localization to its string; empty for a localization that is one string.
  public var steps: [Step]

  /// Creates a path from its steps.
  public init(_ steps: [Step]) {
    self.steps = steps
  }

  /// Reads `plural.one`, `device.iphone.plural.other` or `substitutions.count.plural.one`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count.isMultiple(of: 2), !parts.isEmpty else { return nil }
    var steps: [Step] = []
    for index in stride(from: 0, to: parts.count, by: 2) {
      let name = parts[index + 1]
      switch parts[index] {
      case "plural":
        guard let category = PluralCategory(rawValue: name) else { return nil }
        steps.append(.plural(category))
      case "device":
        guard let device = DeviceClass(rawValue: name) else { return nil }
        steps.append(.device(device))
      case "substitutions":
        guard !name.isEmpty else { return nil }
        steps.append(.substitution(name))
      default: return nil
      }
    }
    self.steps = steps
  }

  /// `plural.one`, `device.iphone.plural.other`; empty for a plain localization.
  public var description: String {
    steps.map { step in
      switch step {
      case .plural(let category): "plural.\(category.rawValue)"
      case .device(let device): "device.\(device.rawValue)"
      case .substitution(let name): "substitutions.\(name)"
      }
    }.joined(separator: ".")
  }
}
