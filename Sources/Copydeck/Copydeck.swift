/// Copydeck: the words an iOS app shows when something goes wrong, in Korean and English.
///
/// Load a catalog of alert and error copy and resolve it with fallbacks that never show a raw key or half an alert.
public enum CopydeckVersion {
  /// The version of this library and of the `copydeck` tool.
  public static let current = "0.1.0"
}
