import CopydeckFiles

/// How many `/events` streams each client may hold open at once, so streams never take every connection the server
/// has and a normal page request always gets through.
///
/// A browser's tabs share one stream (public/preview.js), so a handful per client is plenty; the cap is per client
/// address, and every client on this machine is the same address (`127.0.0.1`), so it bounds the streams in all.
final class StreamLimit: Sendable {
  /// The most streams one client holds at once.
  let perClient: Int
  private let open = Locked<[String: Int]>([:])

  /// A limit of `perClient` streams per client address.
  init(perClient: Int = 16) {
    self.perClient = perClient
  }

  /// Takes a slot for `client`; `false` when it already holds ``perClient`` streams. Give the slot back with
  /// ``release(_:)`` when the stream ends.
  func acquire(_ client: String) -> Bool {
    open.withLock { open in
      let count = open[client, default: 0]
      guard count < perClient else { return false }
      open[client] = count + 1
      return true
    }
  }

  /// Gives back a slot taken by ``acquire(_:)``.
  func release(_ client: String) {
    open.withLock { open in
      let count = open[client, default: 1] - 1
      open[client] = count > 0 ? count : nil
    }
  }

  /// The streams `client` holds now.
  func count(for client: String) -> Int {
    open.withLock { $0[client, default: 0] }
  }
}
