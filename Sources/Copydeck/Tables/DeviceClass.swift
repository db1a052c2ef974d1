/// A kind of device a value can vary by, as String Catalogs and `NSStringDeviceSpecificRuleType` name them.
///
/// The cases are in the order Xcode lists them; `other` is the value for every device not named.
public enum DeviceClass: String, CaseIterable, Sendable, Hashable, Comparable {
  case iphone, ipad, ipod, mac, appletv, applewatch, applevision, other

  /// Device classes compare in Xcode's order.
  public static func < (lhs: DeviceClass, rhs: DeviceClass) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
