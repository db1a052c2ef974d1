/// One alert or error type as the manifest declares it: its shape, buttons, arguments and keys.
public struct EntryDefinition: Sendable, Hashable {
  /// The entry's id, `<family>.<name>` (e.g. `group.full`); unique in the catalog.
  public var id: String
  /// How the entry is shown.
  public var kind: EntryKind
  /// How the app presents it within its kind (an alert or an action sheet, error text or a disabled field's
  /// placeholder…); ``PresentationStyle/default(for:)`` unless the manifest says otherwise.
  public var presentation: PresentationStyle
  /// The family the entry belongs to.
  public var category: EntryCategory
  /// The `.strings` table (file name without `.strings`) that holds the entry's keys in every language.
  public var table: String
  /// The server codes that map to this entry, e.g. `CGF0003`.
  public var codes: [String]
  /// Whether the entry has a message (`<id>.message`).
  public var hasMessage: Bool
  /// Whether the action that failed may be tried again.
  public var retryable: Bool
  /// How serious the error is.
  public var severity: ErrorSeverity
  /// The buttons, in the order they were added (UIKit's order).
  public var buttons: [ButtonDefinition]
  /// The format arguments, in position order.
  public var arguments: [ArgumentDefinition]
  /// The argument whose count chooses the plural form of a value that varies by plural at its top, when the copy
  /// does not make it clear (its forms show no number, or more than one); `nil` lets the copy decide.
  public var pluralArgument: String?
  /// The note for translators and copywriters.
  public var note: String
  /// Rules of `copydeck check` that deliberately do not apply to this entry.
  public var allow: [Suppression]
  /// The keys the manifest names for some parts; the other parts' keys are derived from the id.
  public var explicitKeys: EntryKeys
  /// Where the record starts in the manifest (1-based line and column).
  public var line: Int
  /// The column where the record starts in the manifest.
  public var column: Int

  /// The 1-based position of ``pluralArgument``, if the manifest names one.
  public var pluralArgumentPosition: Int? {
    pluralArgument.flatMap { name in arguments.firstIndex { $0.name == name }.map { $0 + 1 } }
  }

  /// Whether the entry has a title (every kind except `inline`).
  public var hasTitle: Bool { kind != .inline }

  /// The key of the title: the manifest's `keys.title`, else `<id>.title`.
  public var titleKey: String { explicitKeys.title ?? id + ".title" }

  /// The key of the message: the manifest's `keys.message`, else `<id>.message`.
  public var messageKey: String { explicitKeys.message ?? id + ".message" }

  /// The key of a button's label: the manifest's `keys.buttons[buttonID]`, else `<id>.button.<buttonID>`.
  public func buttonKey(_ buttonID: String) -> String {
    if !explicitKeys.buttons.isEmpty, let key = explicitKeys.buttons[buttonID] { return key }
    return id + ".button." + buttonID
  }

  /// Every key the entry needs in each language, in display order: title, message, buttons.
  public var keys: [String] {
    var keys: [String] = []
    if hasTitle { keys.append(titleKey) }
    if hasMessage { keys.append(messageKey) }
    for button in buttons { keys.append(buttonKey(button.id)) }
    return keys
  }

  /// Creates an entry definition; retry and severity default by category, the presentation by kind.
  public init(
    id: String, kind: EntryKind, category: EntryCategory, table: String, codes: [String] = [],
    hasMessage: Bool = true, retryable: Bool? = nil, severity: ErrorSeverity? = nil,
    buttons: [ButtonDefinition] = [], arguments: [ArgumentDefinition] = [], note: String = "",
    allow: [Suppression] = [], explicitKeys: EntryKeys = EntryKeys(), presentation: PresentationStyle? = nil,
    line: Int = 0, column: Int = 0
  ) {
    (self.id, self.kind, self.presentation, self.category, self.table, self.codes) =
      (id, kind, presentation ?? .default(for: kind), category, table, codes)
    (self.hasMessage, self.retryable, self.severity) =
      (hasMessage, retryable ?? category.defaultRetryable, severity ?? category.defaultSeverity)
    (self.buttons, self.arguments, self.note, self.allow, self.explicitKeys, self.line, self.column) =
      (buttons, arguments, note, allow, explicitKeys, line, column)
  }
}
