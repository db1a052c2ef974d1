import Copydeck

/// One key of an app's `Info.plist` as the build writes it: from the `Info.plist` file, or from an
/// `INFOPLIST_KEY_<key>` build setting of the project.
package struct DeclaredKey: Sendable, Equatable {
  /// The `Info.plist` key: `NSCameraUsageDescription`, `CFBundleDisplayName`.
  package var key: String
  /// Its development-language value, as written (build-setting references such as `$(PRODUCT_NAME)` unresolved).
  package var value: String
  /// Where it is written: the `<key>` in the `Info.plist`, or the build setting in `project.pbxproj`.
  package var location: SourceLocation

  /// Creates a declaration.
  package init(key: String, value: String, location: SourceLocation) {
    (self.key, self.value, self.location) = (key, value, location)
  }

  /// Whether the key is a purpose string: the text the system shows under its permission prompt
  /// (`NS…UsageDescription`, `NFCReaderUsageDescription`).
  package var isUsageDescription: Bool { Self.isUsageDescription(key) }

  /// Whether `key` names a purpose string.
  package static func isUsageDescription(_ key: String) -> Bool {
    key.hasSuffix("UsageDescription") && key.count > "UsageDescription".count
  }
}
