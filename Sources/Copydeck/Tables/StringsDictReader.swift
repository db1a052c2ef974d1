/// Interprets the root dictionary of a `.stringsdict`, as Foundation's property-list reader gives it, into entries:
/// plural rules (`NSStringPluralRuleType`) and device rules (`NSStringDeviceSpecificRuleType`).
///
/// The variable names are whatever the file uses (`count`, `arg1`, `xcstrings_plural`): a variable is found by its
/// `%#@name@` reference, never by its name. A key the device could not use (a plural without `other`, a reference
/// with no variable) is left out, so its entry falls back as a missing key; `copydeck check` names the problem.
enum StringsDictReader {
  private static let formatKey = "NSStringLocalizedFormatKey"
  private static let specTypeKey = "NSStringFormatSpecTypeKey"
  private static let valueTypeKey = "NSStringFormatValueTypeKey"
  private static let pluralRule = "NSStringPluralRuleType"
  private static let deviceRule = "NSStringDeviceSpecificRuleType"

  /// The entries of `root`; `file` names the file in their locations.
  static func entries(of root: [String: Any], file: String) -> [TableEntry] {
    root.compactMap { key, value in
      guard let (value, substitutions) = rule(value) else { return nil }
      return TableEntry(
        key: key, value: value, substitutions: substitutions, location: SourceLocation(file: file, line: 1, column: 1),
        format: .stringsdict)
    }
  }

  /// A rule (a format with its variables, or device forms, each a rule with its own variables), or a plain string.
  private static func rule(_ node: Any, device: DeviceClass? = nil) -> (TableValue, [Substitution])? {
    if let text = node as? String { return (.string(text), []) }
    guard let members = node as? [String: Any] else { return nil }
    if let format = members[formatKey] {
      guard let text = format as? String else { return nil }
      var substitutions: [Substitution] = []
      var referenced = SubstitutionReferences.names(in: text)
      var checked = 0
      // Forms may reference further variables, so the names to define grow as forms are read.
      while checked < referenced.count {
        let name = referenced[checked]
        checked += 1
        guard let variable = members[name] as? [String: Any], let found = plural(variable, name: name, device: device) else { return nil }
        for more in found.value.strings.flatMap(SubstitutionReferences.names(in:)) where !referenced.contains(more) {
          referenced.append(more)
        }
        substitutions.append(found)
      }
      return (.string(text), substitutions)
    }
    guard let devices = members[deviceRule] as? [String: Any] else { return nil }
    var forms: [DeviceClass: TableValue] = [:]
    var substitutions: [Substitution] = []
    for (name, member) in devices {
      guard let device = DeviceClass(rawValue: name), let (value, more) = rule(member, device: device) else { continue }
      forms[device] = value
      substitutions += more
    }
    return forms.isEmpty ? nil : (.device(forms), substitutions)
  }

  /// The plural variable `name`: its forms by category, or `nil` when the device cannot use it.
  private static func plural(_ members: [String: Any], name: String, device: DeviceClass?) -> Substitution? {
    guard members[specTypeKey] as? String == pluralRule else { return nil }
    var forms: [PluralCategory: TableValue] = [:]
    for (key, value) in members {
      guard let category = PluralCategory(rawValue: key) else { continue }
      guard let text = value as? String else { return nil }
      forms[category] = .string(text)
    }
    guard forms[.other] != nil else { return nil }
    let valueType = members[valueTypeKey] as? String ?? ""
    return Substitution(name: name, argumentNumber: nil, formatSpecifier: valueType, value: .plural(forms), device: device)
  }
}
