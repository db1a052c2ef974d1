/// Copydeck: the words an iOS app shows when something goes wrong, in Korean and English.
///
/// Read `.strings` tables with ``StringsParser``, load a catalog of alert and error copy, and
/// resolve it for a locale with fallbacks that never show a raw key or a half-translated alert.
public enum CopydeckVersion {
  /// The version of this library and of the `copydeck` tool.
  public static let current = "0.1.0"
}
