/// The keys an entry names itself in the manifest's `"keys"` object, for an app that keeps its own key names.
///
/// A part without an explicit key uses its derived one (`<id>.title`, `<id>.message`, `<id>.button.<buttonID>`).
/// Several entries may name the same key (a common `"Cancel"` label); each then reads the same text.
public struct EntryKeys: Sendable, Hashable {
  /// The key of the title, when the manifest names it.
  public var title: String?
  /// The key of the message, when the manifest names it.
  public var message: String?
  /// The key of each button's label the manifest names, by button id.
  public var buttons: [String: String]

  /// Creates explicit keys; every part left out keeps its derived key.
  public init(title: String? = nil, message: String? = nil, buttons: [String: String] = [:]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Whether no part names a key, so every key is derived.
  public var isEmpty: Bool { title == nil && message == nil && buttons.isEmpty }
}
