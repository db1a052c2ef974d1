import Copydeck
import Foundation

/// Reads `.stringsdict` files: Apple's XML property lists of plural (`NSStringPluralRuleType`) and device
/// (`NSStringDeviceSpecificRuleType`) rules, with diagnostics at `file:line:column`.
///
/// A key whose rules the device cannot use (a plural without `other`, a `%#@name@` with no definition, a value that
/// is not a rule dictionary) is left out of the table with an error; what the reader does not understand (an unknown
/// rule type, category or device) is skipped with a warning that names it. A file that is not a property list throws.
public enum StringsDictParser {
  /// Parses the bytes of a `.stringsdict` file; `file` names it in diagnostics.
  /// A binary property list (what Xcode's build writes) is read through Foundation; its places are all `file:1:1`.
  public static func parse(_ data: Data, file: String) throws(StringsDiagnostic) -> TableEntries {
    let root: PropertyListNode
    if BinaryPropertyList.isBinary(data) {
      root = try BinaryPropertyList.root(data, file: file)
    } else {
      let decoded = try DecodedText(data, file: file)
      root = try PropertyListReader.parse(decoded.bytes, file: file)
    }
    guard case .dictionary(let members) = root.value else {
      throw StringsDiagnostic(
        id: "not-a-table", severity: .error, location: root.location,
        message: "the property list holds \(root.kindName), not a <dict> of keys",
        hint: "a .stringsdict is <plist version=\"1.0\"><dict><key>…</key><dict>…</dict></dict></plist>")
    }
    var reader = Reader(format: .stringsdict)
    var entries: [TableEntry] = []
    var seen: [ScalarKey: SourceLocation] = [:]
    for member in members {
      if let earlier = seen.updateValue(member.keyLocation, forKey: ScalarKey(member.key)) {
        reader.diagnostics.append(
          StringsDiagnostic(
            id: "duplicate-key", severity: .warning, location: member.keyLocation,
            message: "key \"\(member.key)\" is defined again; the device uses this later value and ignores the one at \(earlier)",
            hint: "delete one of the two entries", related: earlier))
      }
      if let entry = reader.entry(member) { entries.append(entry) }
    }
    let diagnostics = reader.diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    return TableEntries(entries: entries, diagnostics: diagnostics)
  }

  /// Reads and parses the file at `url`; diagnostics name it by `url.path`.
  public static func parse(contentsOf url: URL) throws(StringsDiagnostic) -> TableEntries {
    try parse(StringsParser.readFile(url), file: url.path)
  }

  /// Builds entries from the members of the root dictionary, collecting diagnostics.
  private struct Reader {
    package let format: TableFormat
    package var diagnostics: [StringsDiagnostic] = []

    package static let formatKey = "NSStringLocalizedFormatKey"
    package static let specTypeKey = "NSStringFormatSpecTypeKey"
    package static let valueTypeKey = "NSStringFormatValueTypeKey"
    package static let pluralRule = "NSStringPluralRuleType"
    package static let deviceRule = "NSStringDeviceSpecificRuleType"
    package static let widthRule = "NSStringVariableWidthRuleType"

    /// The entry of one key, or `nil` (with an error or warning recorded) when the device cannot use it.
    package mutating func entry(_ member: PropertyListNode.Member) -> TableEntry? {
      let key = member.key
      do throws(StringsDiagnostic) {
        guard let (value, substitutions) = try rule(member.node, key: key) else { return nil }
        return TableEntry(key: key, value: value, substitutions: substitutions, location: member.keyLocation, format: format)
      } catch {
        diagnostics.append(error)
        return nil
      }
    }

    /// A rule dictionary (a format with its variables, or device variants), or a plain string; `device` is the device
    /// form it is the value of, whose own variables it defines.
    private mutating func rule(
      _ node: PropertyListNode, key: String, device: DeviceClass? = nil
    ) throws(StringsDiagnostic) -> (TableValue, [Substitution])? {
      switch node.value {
      case .string(let text):
        return (.string(text), [])
      case .dictionary(let members):
        if let format = members.last(where: { $0.key == Self.formatKey }) {
          return try formatRule(format, members: members, key: key, device: device)
        }
        if let device = members.last(where: { $0.key == Self.deviceRule }) {
          return try deviceRule(device, key: key)
        }
        if let width = members.last(where: { $0.key == Self.widthRule }) {
          diagnostics.append(
            StringsDiagnostic(
              id: "not-understood", severity: .warning, location: width.keyLocation,
              message: "\"\(key)\" varies by width (\(Self.widthRule)); Copydeck does not read width variations and skips the key",
              hint: "give the key one string, or keep it in a table Copydeck does not check"))
          return nil
        }
        throw StringsDiagnostic(
          id: "missing-format-key", severity: .error, location: node.location,
          message: "\"\(key)\" has no \(Self.formatKey), so the device cannot use it",
          hint: "add <key>\(Self.formatKey)</key><string>%#@name@</string> and a <dict> for each name")
      default:
        throw StringsDiagnostic(
          id: "value-not-dict", severity: .error, location: node.location,
          message: "the value of \"\(key)\" is \(node.kindName); a .stringsdict key holds a <dict> of rules",
          hint: "write <dict><key>\(Self.formatKey)</key><string>%#@name@</string>…</dict>")
      }
    }

    private mutating func formatRule(
      _ format: PropertyListNode.Member, members: [PropertyListNode.Member], key: String, device: DeviceClass?
    ) throws(StringsDiagnostic) -> (TableValue, [Substitution]) {
      guard case .string(let text) = format.node.value else {
        throw StringsDiagnostic(
          id: "value-not-string", severity: .error, location: format.node.location,
          message: "\(Self.formatKey) of \"\(key)\" is \(format.node.kindName), not a <string>",
          hint: "write the format as <string>…</string>")
      }
      var substitutions: [Substitution] = []
      var referenced = SubstitutionReferences.names(in: text)
      var checked = 0
      // Forms may reference further variables, so the names to define grow as forms are read.
      while checked < referenced.count {
        let name = referenced[checked]
        checked += 1
        guard let variable = members.last(where: { $0.key == name }) else {
          throw StringsDiagnostic(
            id: "undefined-substitution", severity: .error, location: format.node.location,
            message: "\"\(key)\" uses %#@\(name)@ but defines no \"\(name)\"",
            hint: "add <key>\(name)</key><dict>…</dict> with \(Self.specTypeKey), \(Self.valueTypeKey) and the plural forms")
        }
        let substitution = try pluralVariable(variable, key: key, device: device)
        for more in substitution.value.strings.flatMap(SubstitutionReferences.names(in:)) where !referenced.contains(more) {
          referenced.append(more)
        }
        substitutions.append(substitution)
      }
      for member in members where member.key != Self.formatKey && !referenced.contains(member.key) {
        diagnostics.append(
          StringsDiagnostic(
            id: "unused-substitution", severity: .warning, location: member.keyLocation,
            message: "\"\(member.key)\" in \"\(key)\" is defined, but no %#@\(member.key)@ uses it; the device ignores it",
            hint: "use %#@\(member.key)@ in \(Self.formatKey), or delete it"))
      }
      return (.string(text), substitutions)
    }

    private mutating func pluralVariable(
      _ variable: PropertyListNode.Member, key: String, device: DeviceClass?
    ) throws(StringsDiagnostic) -> Substitution {
      guard case .dictionary(let members) = variable.node.value else {
        throw StringsDiagnostic(
          id: "value-not-dict", severity: .error, location: variable.node.location,
          message: "\"\(variable.key)\" of \"\(key)\" is \(variable.node.kindName); a variable is a <dict> of plural forms",
          hint: "write <dict><key>\(Self.specTypeKey)</key><string>\(Self.pluralRule)</string>…</dict>")
      }
      let specType = members.last { $0.key == Self.specTypeKey }
      guard let specType, case .string(let rule) = specType.node.value, rule == Self.pluralRule else {
        throw StringsDiagnostic(
          id: "unknown-rule-type", severity: .error, location: specType?.node.location ?? variable.node.location,
          message: "\"\(variable.key)\" of \"\(key)\" is not a plural rule (\(Self.specTypeKey) must be \(Self.pluralRule))",
          hint: "set <key>\(Self.specTypeKey)</key><string>\(Self.pluralRule)</string>")
      }
      var valueType = ""
      if let member = members.last(where: { $0.key == Self.valueTypeKey }) {
        guard case .string(let text) = member.node.value else {
          throw StringsDiagnostic(
            id: "value-not-string", severity: .error, location: member.node.location,
            message: "\(Self.valueTypeKey) of \"\(variable.key)\" is \(member.node.kindName), not a <string>",
            hint: "write it as <string>d</string>")
        }
        valueType = text
      }
      var forms: [PluralCategory: TableValue] = [:]
      for member in members where member.key != Self.specTypeKey && member.key != Self.valueTypeKey {
        guard let category = PluralCategory(rawValue: member.key) else {
          diagnostics.append(
            StringsDiagnostic(
              id: "not-understood", severity: .warning, location: member.keyLocation,
              message: "\"\(member.key)\" in \"\(variable.key)\" of \"\(key)\" is not a plural category; the device ignores it",
              hint: "the categories are zero, one, two, few, many and other"))
          continue
        }
        guard case .string(let text) = member.node.value else {
          throw StringsDiagnostic(
            id: "value-not-string", severity: .error, location: member.node.location,
            message: "the \(member.key) form of \"\(variable.key)\" is \(member.node.kindName), not a <string>",
            hint: "write the form as <string>…</string>")
        }
        forms[category] = .string(text)
      }
      guard forms[.other] != nil else {
        throw StringsDiagnostic(
          id: "plural-without-other", severity: .error, location: variable.keyLocation,
          message: "\"\(variable.key)\" of \"\(key)\" has no \"other\" form, which the device falls back to for every count",
          hint: "add <key>other</key><string>…</string>")
      }
      return Substitution(name: variable.key, argumentNumber: nil, formatSpecifier: valueType, value: .plural(forms), device: device)
    }

    private mutating func deviceRule(
      _ device: PropertyListNode.Member, key: String
    ) throws(StringsDiagnostic) -> (TableValue, [Substitution])? {
      guard case .dictionary(let members) = device.node.value else {
        throw StringsDiagnostic(
          id: "value-not-dict", severity: .error, location: device.node.location,
          message: "\(Self.deviceRule) of \"\(key)\" is \(device.node.kindName); it holds a <dict> of devices",
          hint: "write <dict><key>iphone</key><string>…</string><key>other</key><string>…</string></dict>")
      }
      var forms: [DeviceClass: TableValue] = [:]
      var substitutions: [Substitution] = []
      for member in members {
        guard let deviceClass = DeviceClass(rawValue: member.key) else {
          diagnostics.append(
            StringsDiagnostic(
              id: "not-understood", severity: .warning, location: member.keyLocation,
              message: "\"\(member.key)\" in \"\(key)\" is not a device Copydeck knows; it is skipped",
              hint: "the devices are \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", "))"))
          continue
        }
        // Each device form keeps its own variables, as the device reads them: two forms may define the same name.
        guard let (value, more) = try rule(member.node, key: key, device: deviceClass) else { continue }
        forms[deviceClass] = value
        substitutions += more
      }
      guard !forms.isEmpty else {
        throw StringsDiagnostic(
          id: "empty-variations", severity: .error, location: device.node.location,
          message: "\"\(key)\" varies by device but names no device Copydeck knows", hint: "add <key>other</key><string>…</string>")
      }
      return (.device(forms), substitutions)
    }
  }
}
