/// The family an entry belongs to; it sets the defaults for retry and severity.
public enum EntryCategory: String, Sendable, Hashable, Codable, CaseIterable {
  /// A failure the person cannot interpret (network, timeout, server): shown as a retry screen.
  case common
  /// An account state (session expired, suspended, pending approval) that leads to a next step.
  case account
  /// A business rule the server enforced (group full, already a member).
  case business
  /// Input that is not valid, shown inline next to the field.
  case validation
  /// A rule of the app's domain (outside the attendance window, deadline passed).
  case domain
  /// A location permission or lookup failure.
  case location
  /// A question before an action (delete, sign out, discard a draft).
  case confirmation
  /// A failure to publish what the person wrote.
  case publishing

  /// Whether entries of this category offer a retry unless the manifest says otherwise.
  public var defaultRetryable: Bool { self == .common }

  /// The severity of entries of this category unless the manifest says otherwise.
  public var defaultSeverity: ErrorSeverity {
    switch self {
    case .common: .critical
    case .account, .business, .domain, .location, .publishing: .warning
    case .validation, .confirmation: .info
    }
  }
}
