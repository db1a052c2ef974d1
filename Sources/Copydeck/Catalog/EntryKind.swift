/// How an entry is shown: the four shapes of error and alert copy.
public enum EntryKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A modal alert that tells the person what happened, with one to three buttons.
  case alert
  /// A modal dialog that asks the person to confirm a choice (delete, sign out, discard).
  case confirm
  /// A full-screen error with a single retry action.
  case errorScreen
  /// Text shown next to the field or list it is about; it has a message and no title or buttons.
  case inline
}
