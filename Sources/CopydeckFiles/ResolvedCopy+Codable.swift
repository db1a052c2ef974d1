import Copydeck

/// The JSON that `copydeck resolve` prints:
/// `{"id", "requested", "fallback", "kind", "presentation", "category", "language", "title", "message", "buttons": [{"id",
/// "label", "role", "preferred"}], "retryable", "severity", "locale", "trail": [{"entry", "language", "outcome", "reason"}]}`.
///
/// `presentation` is how the app shows it within its kind (``PresentationStyle``: `alert` or `actionSheet` for a
/// confirmation, `errorText`, `disabledPlaceholder` or `disabledActionHint` for inline copy).
extension ResolvedCopy: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, requested, fallback, kind, presentation, category, language, title, message, buttons, retryable, severity, locale, trail
  }

  /// Reads the JSON written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      requested: try container.decode(String.self, forKey: .requested),
      kind: try container.decode(EntryKind.self, forKey: .kind),
      category: try container.decode(EntryCategory.self, forKey: .category),
      language: try container.decode(String.self, forKey: .language),
      title: try container.decodeIfPresent(String.self, forKey: .title),
      message: try container.decodeIfPresent(String.self, forKey: .message),
      buttons: try container.decode([ButtonCopy].self, forKey: .buttons),
      isRetryable: try container.decode(Bool.self, forKey: .retryable),
      severity: try container.decode(ErrorSeverity.self, forKey: .severity),
      locale: try container.decode(String.self, forKey: .locale),
      steps: try container.decode([ResolutionStep].self, forKey: .trail),
      languages: nil,
      isFallback: try container.decode(Bool.self, forKey: .fallback),
      style: try container.decodeIfPresent(PresentationStyle.self, forKey: .presentation))
  }

  /// Writes every field, with `null` for an absent title or message so the shape never changes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(requested, forKey: .requested)
    try container.encode(isFallback, forKey: .fallback)
    try container.encode(kind, forKey: .kind)
    try container.encode(style, forKey: .presentation)
    try container.encode(category, forKey: .category)
    try container.encode(language, forKey: .language)
    try container.encode(title, forKey: .title)
    try container.encode(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
    try container.encode(isRetryable, forKey: .retryable)
    try container.encode(severity, forKey: .severity)
    try container.encode(locale, forKey: .locale)
    try container.encode(trail, forKey: .trail)
  }
}
