import Copydeck

/// The review state of each string of a String Catalog, form by form.
extension StringCatalog {
  /// The `state` of the `stringUnit` at `form` in the `language` localization of `key`; `nil` when there is no such
  /// string or it records no state.
  ///
  /// A form the localization does not vary by reads as the localization's own string, as the device reads it (a
  /// plain Korean string stands for every plural form).
  public func state(ofKey key: String, language: String, form: FormPath) -> TranslationState? {
    guard var node = document["strings"]?[key]?["localizations"]?[language] else { return nil }
    for step in form.steps {
      let next: JSONNode?
      switch step {
      case .plural(let category): next = node["variations"]?["plural"]?[category.rawValue]
      case .device(let device): next = node["variations"]?["device"]?[device.rawValue]
      case .substitution(let name): next = node["substitutions"]?[name]
      }
      guard let next else {
        if node["variations"] == nil, node["stringUnit"] != nil { break }
        return nil
      }
      node = next
    }
    return node["stringUnit"]?["state"]?.string.flatMap(TranslationState.init(rawValue:))
  }
}
