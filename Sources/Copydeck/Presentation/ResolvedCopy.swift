/// The copy of one entry in one language, ready to show, with the trail of how it was chosen.
///
/// Every part (title, message, buttons) comes from the same language; ``language`` says which.
/// When the requested entry could not be used, this is the common failure (or, last, a built-in
/// sentence) and ``id`` names what is shown; ``trail`` says what was tried and why it was skipped.
public struct ResolvedCopy: Sendable, Hashable {
  /// The parts shared by every copy of one precomputed result, so returning one retains a single object.
  final class Content: Sendable {
    let id: String
    let kind: EntryKind
    let style: PresentationStyle
    let category: EntryCategory
    let language: String
    let title: String?
    let message: String?
    let buttons: [ButtonCopy]
    let isRetryable: Bool
    let severity: ErrorSeverity
    let steps: [ResolutionStep]
    let languages: LanguageList?
    let isFallback: Bool

    init(
      id: String, kind: EntryKind, category: EntryCategory, language: String, title: String?, message: String?,
      buttons: [ButtonCopy], isRetryable: Bool, severity: ErrorSeverity, steps: [ResolutionStep], languages: LanguageList?,
      isFallback: Bool, style: PresentationStyle? = nil
    ) {
      self.id = id
      self.kind = kind
      self.style = style ?? .default(for: kind)
      self.category = category
      self.language = language
      self.title = title
      self.message = message
      self.buttons = buttons
      self.isRetryable = isRetryable
      self.severity = severity
      self.steps = steps
      self.languages = languages
      self.isFallback = isFallback
    }
  }

  private var content: Content
  /// The title and message filled for this call's arguments, shown instead of the shared content's (whose title and
  /// message are then `nil`): a call with arguments reuses one ``Content`` per entry and chain and allocates only these.
  private var filledTitle: String?
  private var filledMessage: String?

  /// The id of the entry shown (the common failure's id when the request fell back to it).
  public var id: String { content.id }
  /// The id that was asked for (or the server code, for ``Catalog/resolve(code:locale:arguments:)``).
  public internal(set) var requested: String
  /// How it is shown.
  public var kind: EntryKind { content.kind }
  /// How the app presents it within its kind (alert or action sheet; error text, a disabled field's placeholder or
  /// a hint under a field whose button is disabled), from the manifest's `"presentation"`.
  public var style: PresentationStyle { content.style }
  /// The family it belongs to.
  public var category: EntryCategory { content.category }
  /// The language every part is in, e.g. `ko`.
  public var language: String { content.language }
  /// The title; `nil` for inline copy.
  public var title: String? { filledTitle ?? content.title }
  /// The message; `nil` when the entry has none.
  public var message: String? { filledMessage ?? content.message }
  /// The buttons, in display order.
  public var buttons: [ButtonCopy] { content.buttons }
  /// Whether the action that failed may be tried again (show a retry action).
  public var isRetryable: Bool { content.isRetryable }
  /// How serious the error is.
  public var severity: ErrorSeverity { content.severity }
  /// The locale identifier that was asked for, e.g. `ko-KR`.
  public internal(set) var locale: String

  /// The steps about the entry and its languages, without the locale's own steps.
  var steps: [ResolutionStep] { content.steps }

  /// Creates resolved copy.
  init(
    id: String, requested: String, kind: EntryKind, category: EntryCategory, language: String, title: String?,
    message: String?, buttons: [ButtonCopy], isRetryable: Bool, severity: ErrorSeverity, locale: String,
    steps: [ResolutionStep], languages: LanguageList?, isFallback: Bool = false, style: PresentationStyle? = nil
  ) {
    content = Content(
      id: id, kind: kind, category: category, language: language, title: title, message: message, buttons: buttons,
      isRetryable: isRetryable, severity: severity, steps: steps, languages: languages, isFallback: isFallback, style: style)
    self.requested = requested
    self.locale = locale
  }

  /// Copy that shares `content` (whose argument-free parts are filled) with the `title` and `message` filled for one
  /// call; `nil` keeps the content's.
  init(content: Content, requested: String, locale: String, title: String?, message: String?) {
    self.content = content
    self.requested = requested
    self.locale = locale
    filledTitle = title
    filledMessage = message
  }

  /// Marks this copy as shown instead of what was asked for, putting the reasons (`steps`) before the existing ones.
  mutating func markFallback(prepending steps: [ResolutionStep]) {
    let old = content
    content = Content(
      id: old.id, kind: old.kind, category: old.category, language: old.language, title: title,
      message: message, buttons: old.buttons, isRetryable: old.isRetryable, severity: old.severity,
      steps: steps + old.steps, languages: old.languages, isFallback: true, style: old.style)
    filledTitle = nil
    filledMessage = nil
  }

  /// What was tried, in order, and why each step was used or skipped.
  ///
  /// Starts with the locale's candidates the catalog does not have (`ko-KR`), then one step per
  /// language of the fallback chain, and the common failure or built-in text when they were needed.
  public var trail: [ResolutionStep] {
    (content.languages?.localeSteps(for: locale) ?? []) + steps
  }

  /// Whether the entry shown has the id that was asked for (`false` for a request by server code).
  public var isRequestedEntry: Bool { id == requested }

  /// Whether this is the common failure or the built-in sentence, shown instead of what was asked for.
  ///
  /// It is shown because the entry, code or error that was asked for could not be shown; ``trail`` says why.
  public var isFallback: Bool { content.isFallback }

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

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(language)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}
