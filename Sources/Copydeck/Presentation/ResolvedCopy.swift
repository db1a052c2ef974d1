/// The copy of one entry in one language, ready to show, with the trail of how it was chosen.
///
/// Every part (title, message, buttons) comes from the same language; ``language`` says which.
/// When the requested entry could not be used, this is the common failure (or, last, a built-in
/// sentence) and ``id`` names what is shown; ``trail`` says what was tried and why it was skipped.
public struct ResolvedCopy: Sendable, Hashable {
  /// The id of the entry shown (the common failure's id when the request fell back to it).
  public let id: String
  /// The id that was asked for (or the server code, for ``Catalog/resolve(code:locale:arguments:)-(_,String,_)``).
  public internal(set) var requested: String
  /// How it is shown.
  public let kind: EntryKind
  /// How the app presents it within its kind (alert or action sheet; error text, a disabled field's placeholder or
  /// a hint under a field whose button is disabled), from the manifest's `"presentation"`.
  public let style: PresentationStyle
  /// The family it belongs to.
  public let category: EntryCategory
  /// The language every part is in, e.g. `ko`.
  public let language: String
  /// The title; `nil` for inline copy.
  public let title: String?
  /// The message; `nil` when the entry has none.
  public let message: String?
  /// The buttons, in display order.
  public let buttons: [ButtonCopy]
  /// Whether the action that failed may be tried again (show a retry action).
  public let isRetryable: Bool
  /// How serious the error is.
  public let severity: ErrorSeverity
  /// The locale identifier that was asked for, e.g. `ko-KR`.
  public internal(set) var locale: String
  /// The steps about the entry and its languages, without the locale's own steps.
  private(set) var steps: [ResolutionStep]
  /// The catalog's languages, which explain the locale's candidates in the trail.
  package let languages: LanguageList?
  /// Whether this is the common failure or the built-in sentence, shown instead of what was asked for.
  ///
  /// It is shown because the entry, code or error that was asked for could not be shown; ``trail`` says why.
  public private(set) var isFallback: Bool

  /// Creates resolved copy.
  package init(
    id: String, requested: String, kind: EntryKind, category: EntryCategory, language: String, title: String?,
    message: String?, buttons: [ButtonCopy], isRetryable: Bool, severity: ErrorSeverity, locale: String,
    steps: [ResolutionStep], languages: LanguageList?, isFallback: Bool = false, style: PresentationStyle? = nil
  ) {
    (self.id, self.requested, self.kind, self.category, self.language) = (id, requested, kind, category, language)
    (self.title, self.message, self.buttons, self.isRetryable, self.severity) = (title, message, buttons, isRetryable, severity)
    (self.locale, self.steps, self.languages, self.isFallback) = (locale, steps, languages, isFallback)
    self.style = style ?? .default(for: kind)
  }

  /// Marks this copy as shown instead of what was asked for, putting the reasons (`steps`) before the existing ones.
  mutating func markFallback(prepending steps: [ResolutionStep]) {
    self.steps = steps + self.steps
    isFallback = true
  }

  /// What was tried, in order, and why each step was used or skipped.
  ///
  /// Starts with the locale's candidates the catalog does not have (`ko-KR`), then one step per
  /// language of the fallback chain, and the common failure or built-in text when they were needed.
  public var trail: [ResolutionStep] {
    (languages?.localeSteps(for: locale) ?? []) + steps
  }

  /// Whether the entry shown has the id that was asked for (`false` for a request by server code).
  public var isRequestedEntry: Bool { id == requested }

  /// The copy typed for how it is shown: alert or action sheet, error screen, inline error, or the placeholder or
  /// hint of a failure the app prevents.
  public var presentation: CopyPresentation {
    switch kind {
    case .alert, .confirm:
      let alert = AlertCopy(title: title ?? "", message: message, buttons: buttons)
      return style == .actionSheet ? .actionSheet(alert) : .alert(alert)
    case .errorScreen:
      let retry = buttons.first { $0.role != .cancel } ?? buttons.first
      return .errorScreen(
        ErrorScreenCopy(title: title ?? "", message: message, retryLabel: retry?.label ?? BuiltInCopy.retryLabel(language)))
    case .inline:
      let inline = InlineCopy(message: message ?? title ?? "")
      switch style {
      case .disabledPlaceholder: return .disabledPlaceholder(inline)
      case .disabledActionHint: return .disabledActionHint(inline)
      default: return .inline(inline)
      }
    }
  }

  /// Compares the shown copy and trail; the catalog it came from is not compared.
  public static func == (lhs: ResolvedCopy, rhs: ResolvedCopy) -> Bool {
    lhs.id == rhs.id && lhs.requested == rhs.requested && lhs.kind == rhs.kind && lhs.category == rhs.category
      && lhs.language == rhs.language && lhs.title == rhs.title && lhs.message == rhs.message
      && lhs.buttons == rhs.buttons && lhs.isRetryable == rhs.isRetryable && lhs.severity == rhs.severity
      && lhs.trail == rhs.trail
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(language)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}
