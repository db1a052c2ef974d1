/// The last resort when even the common failure cannot be resolved: one sentence per language,
/// compiled into the library so a person never sees a raw key.
enum BuiltInCopy {
  /// The id reported for built-in copy.
  static let id = "copydeck.builtIn"

  /// Whether built-in text exists for `language` (otherwise English is used).
  static func has(_ language: String) -> Bool { language == "ko" || language == "en" }

  static func title(_ language: String) -> String {
    language == "ko" ? "문제가 생겼어요" : "Something Went Wrong"
  }

  static func message(_ language: String) -> String {
    language == "ko" ? "잠시 후 다시 시도해 주세요." : "Please try again in a moment."
  }

  static func retryLabel(_ language: String) -> String {
    language == "ko" ? "다시 시도" : "Try Again"
  }
}
