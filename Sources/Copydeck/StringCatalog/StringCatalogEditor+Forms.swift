/// Setting one form of a localization that varies by plural or device, or of one of its `%#@name@` substitutions.
extension StringCatalogEditor {
  /// Sets the string at `form` in the `language` localization of `key`, leaving every other byte as it was.
  ///
  /// An existing form's value is replaced where it stands (one line in the diff). A form the plural or device
  /// object lacks (`few` beside `one` and `other`) is added among the others in Xcode's order (sorted by code point, as for every member); a localization the key
  /// lacks is added with the forms the path names, when a new plural starts with its `other` form. A path that does
  /// not fit the localization (a plural step into a device variation, a substitution it does not have, a form into a
  /// plain string) is refused, at the localization's line, with the forms it has.
  public mutating func setValue(_ value: String, forKey key: String, language: String, form: FormPath) throws(StringsDiagnostic) {
    guard !form.steps.isEmpty else { return try setValue(value, forKey: key, language: language) }
    try checkReadable(key: key, language: language)
    let root = catalog.document
    guard let strings = root["strings"], let entry = strings[key] else {
      throw problem("the catalog has no key \"\(key)\"; add it in Xcode (or set its plain value first)", hint: "check the key's spelling")
    }
    guard let localization = entry["localizations"]?[language] else {
      let newLocalization = try created(form.steps, value: value, at: entry)
      if let localizations = entry["localizations"] {
        let edit = Self.insert(
          member: language, value: newLocalization, into: localizations, depth: 4, source: catalog.source, order: Self.ordinal)
        return try apply(edit.range, edit.bytes, key: key, language: language)
      }
      let edit = Self.insert(
        member: "localizations", value: .object([(language, newLocalization)]), into: entry, depth: 3, source: catalog.source,
        order: Self.ordinal)
      return try apply(edit.range, edit.bytes, key: key, language: language)
    }
    var node = localization
    var depth = 5  // the nesting depth of `node`'s members
    let place = "the \(language) localization of \"\(key)\""
    let forms = Self.formPaths(localization).map(\.description).joined(separator: ", ")
    for (index, step) in form.steps.enumerated() {
      let (kind, name): (String, String)
      switch step {
      case .plural(let category): (kind, name) = ("plural", category.rawValue)
      case .device(let device): (kind, name) = ("device", device.rawValue)
      case .substitution(let substitution):
        guard let found = node["substitutions"]?[substitution] else {
          throw problem(
            "\(place) has no substitution \"\(substitution)\" at \(FormPath(Array(form.steps[..<index])).description.nonEmpty ?? "its top"); its forms are \(forms)",
            at: localization, hint: "pass one of its forms with --form")
        }
        node = found
        depth += 2
        continue
      }
      guard let variations = node["variations"] else {
        throw problem(
          "\(place) does not vary by \(kind) there (it is one string); its forms are \(forms.nonEmpty ?? "none: set it without --form")",
          at: localization, hint: "vary it by \(kind) in Xcode first, or set it without --form")
      }
      guard let object = variations[kind] else {
        throw problem(
          "\(place) varies by \(kind == "plural" ? "device" : "plural"), not by \(kind), there; its forms are \(forms)", at: localization,
          hint: "pass one of its forms with --form")
      }
      guard let next = object[name] else {
        let newForm = try created(Array(form.steps[(index + 1)...]), value: value, at: localization)
        let edit = Self.insert(
          member: name, value: newForm, into: object, depth: depth + 2, source: catalog.source,
          order: Self.ordinal)
        return try apply(edit.range, edit.bytes, key: key, language: language)
      }
      node = next
      depth += 3
    }
    guard let unit = node["stringUnit"]?["value"], node["variations"] == nil else {
      throw problem("\(place) varies again at \(form); its forms are \(forms)", at: localization, hint: "pass one of its forms with --form")
    }
    var encoded: [UInt8] = []
    XcodeJSONWriter.appendString(value, to: &encoded)
    try apply(unit.range, encoded, key: key, language: language)
  }

  /// The value that holds `value` at `steps` below a new member: `{ "stringUnit" : … }`, or nested variations.
  /// A new plural must start with `other`, the form every count falls back to; substitutions are Xcode's to create.
  private func created(_ steps: [FormPath.Step], value: String, at node: JSONNode) throws(StringsDiagnostic) -> JSONNode {
    var result = Self.unit(value)
    for step in steps.reversed() {
      switch step {
      case .plural(let category):
        guard category == .other else {
          throw problem(
            "a new plural starts with its 'other' form, which every count falls back to; set plural.other first, then plural.\(category.rawValue)",
            at: node, hint: "copydeck set FILE KEY VALUE --language LANG --form plural.other")
        }
        result = .object([("variations", .object([("plural", .object([(category.rawValue, result)]))]))])
      case .device(let device):
        result = .object([("variations", .object([("device", .object([(device.rawValue, result)]))]))])
      case .substitution(let name):
        throw problem(
          "the substitution \"\(name)\" does not exist in this localization; add substitutions in Xcode, which also sets their argNum and formatSpecifier",
          at: node, hint: "set a form the localization already has")
      }
    }
    return result
  }

  /// Every form of a localization, in file order: `plural.one`, `plural.other`, `substitutions.count.plural.one`.
  static func formPaths(_ node: JSONNode, prefix: [FormPath.Step] = []) -> [FormPath] {
    var paths: [FormPath] = []
    if node["stringUnit"] != nil, !prefix.isEmpty { paths.append(FormPath(prefix)) }
    if case .object(let kinds)? = node["variations"]?.value {
      for kind in kinds {
        guard case .object(let members) = kind.node.value else { continue }
        for member in members {
          let step: FormPath.Step? =
            kind.key == "plural"
            ? PluralCategory(rawValue: member.key).map(FormPath.Step.plural) : DeviceClass(rawValue: member.key).map(FormPath.Step.device)
          if let step { paths += formPaths(member.node, prefix: prefix + [step]) }
        }
      }
    }
    if case .object(let substitutions)? = node["substitutions"]?.value {
      for substitution in substitutions { paths += formPaths(substitution.node, prefix: prefix + [.substitution(substitution.key)]) }
    }
    return paths
  }
}

extension String {
  /// The string, or `nil` when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
