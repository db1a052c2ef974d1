/// What a button does, as UIKit and SwiftUI name it.
public enum ButtonRole: String, Sendable, Hashable, Codable, CaseIterable {
  /// Dismisses without acting; at most one per entry.
  case cancel
  /// Destroys data or cannot be undone; drawn in red.
  case destructive
  /// Any other action.
  case `default`
}
