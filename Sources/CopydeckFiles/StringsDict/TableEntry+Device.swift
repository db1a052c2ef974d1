import Copydeck

extension TableEntry {
  /// The entry as `device` reads it: its device form (or `other`, for a device the value does not name) with that
  /// form's own `%#@name@` variables and those no device form owns, as a `.stringsdict` keeps them per device form.
  /// An entry that does not vary by device at the top reads the same on every device; `nil` when the value names
  /// neither `device` nor `other`, so the device shows nothing.
  public func variation(on device: DeviceClass) -> TableEntry? {
    guard case .device(let forms) = value else { return self }
    let form = forms[device] == nil ? DeviceClass.other : device
    guard let formValue = forms[form] else { return nil }
    var variation = self
    variation.value = formValue
    variation.substitutions = substitutions.filter { $0.device == nil || $0.device == form }
    return variation
  }

  /// The device forms of the value, in Xcode's order; none when it does not vary by device at the top.
  public var devices: [DeviceClass] {
    guard case .device(let forms) = value else { return [] }
    return forms.keys.sorted()
  }
}
