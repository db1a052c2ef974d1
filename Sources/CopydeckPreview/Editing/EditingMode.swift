/// When the preview lets copywriters edit and save the copy.
public enum EditingMode: Sendable, Equatable {
  /// On when the server listens on a loopback address (`127.0.0.1`, `::1`, `localhost`), off otherwise: the default.
  case loopbackOnly
  /// On wherever the server listens (`copydeck serve --edit`).
  case always
  /// Off: the pages only show the copy (`copydeck serve --read-only`).
  case never

  /// Whether editing is on for a server listening on `host`.
  public func allowsEditing(onHost host: String) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .loopbackOnly: return ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
    }
  }
}
