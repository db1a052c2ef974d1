import Copydeck

/// Setting one form of a localization that varies by plural or device, or of one of its `%#@name@` substitutions.
extension StringCatalogEditor {
  /// Sets the string at `form` in the `language` localization of `key`, leaving every other byte as it was.
  ///
  /// An existing form's value is replaced where it stands (one line in the diff). A form the plural or device
  /// object lacks (`few` beside `one` and `other`) is added among the others in Xcode's order (sorted by code point, as for every member); a localization the key
  /// lacks is added with the forms the path names, when a new plural starts with its `other` form. A path that does
  /// not fit the localization (a plural step into a device variation, a substitution it does not have, a form into a
  /// plain string) is refused, at the localization's line, with the forms it has. With `state`, the string's
  /// `stringUnit` state becomes it (a new string is `translated` without one).
  public mutating func setValue(
    _ value: String, forKey key: String, language: String, form: FormPath, state: TranslationState? = nil
  ) throws(StringsDiagnostic) {
    guard !form.steps.isEmpty else { return try setValue(value, forKey: key, language: language, state: state) }
    try checkReadable(key: key, language: language)
    let root = catalog.document
    guard let strings = root["strings"], let entry = strings[key] else {
      throw problem("the catalog has no key \"\(key)\"; add it in Xcode (or set its plain value first)", hint: "check the key's spelling")
    }
    guard let localization = entry["localizations"]?[language] else {
      let newLocalization = try created(form.steps, value: value, at: entry, key: key, state: state)
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
          guard index == 0, sourceSubstitution(substitution, key: key, language: language) != nil else {
            throw problem(
              "\(place) has no substitution \"\(substitution)\" at \(FormPath(Array(form.steps[..<index])).description.nonEmpty ?? "its top"); its forms are \(forms)",
              at: localization, hint: "pass one of its forms with --form")
          }
          // The source language has it: added with the source's argNum and formatSpecifier, as Xcode adds it.
          let created = try created(Array(form.steps[index...]), value: value, at: localization, key: key, state: state)
          guard case .object(let members) = created.value, let new = members.first?.node else { return }
          let edit =
            if let substitutions = node["substitutions"], case .object(let added) = new.value, let member = added.first {
              Self.insert(
                member: member.key, value: member.node, into: substitutions, depth: depth + 1, source: catalog.source, order: Self.ordinal)
            } else {
              Self.insert(member: "substitutions", value: new, into: node, depth: depth, source: catalog.source, order: Self.ordinal)
            }
          return try apply(edit.range, edit.bytes, key: key, language: language)
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
        let newForm = try created(Array(form.steps[(index + 1)...]), value: value, at: localization, key: key, state: state)
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
    let edit = combined((unit.range, encoded), Self.stateEdit(state, in: node))
    try apply(edit.range, edit.bytes, key: key, language: language)
  }

  /// The value that holds `value` at `steps` below a new member: `{ "stringUnit" : … }`, nested variations, or a
  /// substitution the source language has (with its `argNum` and `formatSpecifier`). A new plural must start with
  /// `other`, the form every count falls back to.
  private func created(
    _ steps: [FormPath.Step], value: String, at node: JSONNode, key: String, state: TranslationState?
  ) throws(StringsDiagnostic) -> JSONNode {
    var result = Self.unit(value, state: state)
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
        guard let source = sourceSubstitution(name, key: key, language: nil), case .object(let inner) = result.value else {
          throw problem(
            "the substitution \"\(name)\" does not exist in this localization or the source language's; add substitutions in Xcode, which also sets their argNum and formatSpecifier",
            at: node, hint: "set a form the localization already has")
        }
        let fields: [(String, JSONNode)] =
          (source.argumentNumber.map { [("argNum", JSONNode.number($0))] } ?? []) + [("formatSpecifier", .string(source.formatSpecifier))]
        result = .object([("substitutions", .object([(name, .object(fields + inner.map { ($0.key, $0.node) }))]))])
      }
    }
    return result
  }

  /// The substitution `name` of `key` in the catalog's source language (not when `language` is the source itself).
  func sourceSubstitution(_ name: String, key: String, language: String?) -> Substitution? {
    guard language != catalog.sourceLanguage else { return nil }
    return catalog.entries(language: catalog.sourceLanguage).entry(forKey: key)?.substitution(named: name)
  }

  /// Sets several forms of the `language` localization of `key` at once — a new localization's text and the forms
  /// of its substitutions, say: the localization has to read only after the last, and when it does not, nothing
  /// changes.
  public mutating func setValues(
    _ values: [(form: FormPath, value: String, state: TranslationState?)], forKey key: String, language: String
  )
    throws(StringsDiagnostic)
  {
    try checkReadable(key: key, language: language)
    let before = self
    deferringCheck = true
    defer { deferringCheck = false }
    do throws(StringsDiagnostic) {
      for item in values { try setValue(item.value, forKey: key, language: language, form: item.form, state: item.state) }
      deferringCheck = false
      try apply(0..<0, [], key: key, language: language)
    } catch {
      self = before
      throw error
    }
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
