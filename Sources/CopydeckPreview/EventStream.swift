import Foundation
import Synchronization

/// The server-sent event stream at `/events` that tells open pages to reload.
///
/// On connect and after every reload it sends `event: generation` with the snapshot generation as data; every
/// `keepAlive` seconds without news it sends a comment line, which keeps the connection inside the server's idle
/// timeout and lets a vanished browser be noticed. The stream's producer blocks on ``GenerationSignal`` between
/// events (the server runs one thread per connection), so an open page costs no CPU while nothing changes.
enum EventStream {
  /// The streamed response for one browser.
  static func response(signal: GenerationSignal, keepAlive: TimeInterval = 15) -> HTTPResponse {
    let lastSent = Cursor()
    return HTTPResponse(
      status: 200,
      headers: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
    ) {
      guard let seen = lastSent.value else {
        let generation = signal.current
        lastSent.value = generation
        return Array("retry: 1000\nevent: generation\ndata: \(generation)\n\n".utf8)
      }
      guard let generation = signal.wait(afterGeneration: seen, timeout: keepAlive) else { return nil }
      if generation == seen { return Array(": keep-alive\n\n".utf8) }
      lastSent.value = generation
      return Array("event: generation\ndata: \(generation)\n\n".utf8)
    }
  }

  /// The generation a stream sent last (`nil` before the first event).
  private final class Cursor: Sendable {
    private let storage = Mutex<Int?>(nil)
    var value: Int? {
      get { storage.withLock { $0 } }
      set { storage.withLock { $0 = newValue } }
    }
  }
}
