import Copydeck

/// An alert the code builds: a SwiftUI `.alert` or `.confirmationDialog`, or a UIKit `UIAlertController` with its
/// `UIAlertAction`s; each part is the lookup of its key, as ``LookupFinder`` reads it.
public struct CodeAlert: Sendable, Hashable {
  /// One button, in the order the code adds it.
  public struct Button: Sendable, Hashable {
    /// The lookup of its label.
    public var label: SourceLookup
    /// Its role: `.cancel`, `.destructive`, else the default.
    public var role: ButtonRole
  }

  /// The call that builds it, as written: `.alert`, `.confirmationDialog` or `UIAlertController`.
  public var call: String
  /// The lookup of its title.
  public var title: SourceLookup
  /// The lookup of its message, if it has one with a literal key.
  public var message: SourceLookup?
  /// Its buttons with a literal key, in order.
  public var buttons: [Button]
  /// Where the call is: the file as the scan names it, and the 1-based line and column of its name.
  public var file: String
  public var line: Int
  public var column: Int

  /// `file:line:column` of the call.
  public var place: String { "\(file):\(line):\(column)" }
}
