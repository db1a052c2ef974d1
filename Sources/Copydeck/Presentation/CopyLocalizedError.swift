import Foundation

/// Resolved copy as a `LocalizedError`.
///
/// For code that shows any error by its `errorDescription` (the title) and `recoverySuggestion` (the message),
/// like SwiftUI's `alert(isPresented:error:)`.
public struct CopyLocalizedError: LocalizedError, Sendable, Hashable {
  /// The copy this error shows.
  public var copy: ResolvedCopy

  /// Wraps resolved copy.
  public init(_ copy: ResolvedCopy) {
    self.copy = copy
  }

  /// The title (the message for inline copy, which has no title).
  public var errorDescription: String? { copy.title ?? copy.message }

  /// The message, or `nil` when the entry has none (and for inline copy, whose message is the description).
  public var recoverySuggestion: String? { copy.title == nil ? nil : copy.message }
}

extension ResolvedCopy {
  /// This copy as a `LocalizedError`: `errorDescription` is the title, `recoverySuggestion` the message.
  public var localizedError: CopyLocalizedError { CopyLocalizedError(self) }
}
