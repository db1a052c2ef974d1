import CopydeckFiles
import Foundation

/// The server-sent event stream at `/events` that tells open pages to reload.
///
/// On connect and after every reload it sends `event: generation` with the snapshot generation as data; every
/// `keepAlive` seconds without news it sends a comment line, which keeps the connection inside the server's idle
/// timeout. The stream's producer blocks on ``GenerationSignal`` between events (the server runs one thread per
/// connection), waking every `hangUpCheck` seconds to see whether the client has closed the connection, so a
/// dropped stream gives its connection back at once instead of at the next keep-alive.
///
/// Each client holds at most ``StreamLimit/perClient`` streams; one more is answered with 429 and `Retry-After`.
enum EventStream {
  /// The streamed response for one browser, or 429 when `client` already holds its share of streams.
  static func response(
    signal: GenerationSignal, limit: StreamLimit, client: String, keepAlive: TimeInterval = 15, hangUpCheck: TimeInterval = 0.1
  ) -> HTTPResponse {
    guard limit.acquire(client) else { return tooMany(limit) }
    let lastSent = Cursor()
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
      ],
      finished: { limit.release(client) }
    ) { connection in
      guard let seen = lastSent.value else {
        let generation = signal.current
        lastSent.value = generation
        return Array("retry: 1000\nevent: generation\ndata: \(generation)\n\n".utf8)
      }
      let deadline = Date(timeIntervalSinceNow: keepAlive)
      while true {
        if connection.hasHungUp() { return nil }
        let slice = min(hangUpCheck, deadline.timeIntervalSinceNow)
        guard let generation = signal.wait(afterGeneration: seen, timeout: max(slice, 0)) else { return nil }
        if generation != seen {
          lastSent.value = generation
          return Array("event: generation\ndata: \(generation)\n\n".utf8)
        }
        if deadline.timeIntervalSinceNow <= 0 { return Array(": keep-alive\n\n".utf8) }
      }
    }
  }

  /// 429 for one stream too many; the page's script tries again after `Retry-After` seconds.
  private static func tooMany(_ limit: StreamLimit) -> HTTPResponse {
    HTTPResponse(
      status: 429, contentType: "text/plain; charset=utf-8",
      text: """
        This client already holds \(limit.perClient) live-reload streams; close some preview tabs or try again in a moment.
        이 클라이언트가 이미 실시간 새로고침 연결 \(limit.perClient)개를 쓰고 있어요. 미리보기 탭을 몇 개 닫거나 잠시 후 다시 시도해 주세요.

        """,
      headers: [("Retry-After", "2"), ("Cache-Control", "no-store")])
  }

  /// The generation a stream sent last (`nil` before the first event).
  private final class Cursor: Sendable {
    private let storage = Locked<Int?>(nil)
    var value: Int? {
      get { storage.withLock { $0 } }
      set { storage.withLock { $0 = newValue } }
    }
  }
}
