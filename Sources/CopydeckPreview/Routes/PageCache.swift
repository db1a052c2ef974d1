import CopydeckFiles

/// Rendered pages of the current snapshot generation, by path and query, so a page is rendered once per reload.
///
/// A page is a pure function of the snapshot and the URL, and a snapshot never changes, so a page cached for
/// generation N is right for as long as N is current. Pages of an older generation are never returned, and the
/// first page stored for a newer one drops them all. When the pages would exceed `byteLimit`, the cache starts over.
final class PageCache: Sendable {
  private struct State: Sendable {
    var generation = -1
    var pages: [String: [UInt8]] = [:]
    var bytes = 0
  }

  private let state = Locked(State())
  private let byteLimit: Int

  /// An empty cache holding at most `byteLimit` bytes of pages.
  init(byteLimit: Int = 64 * 1024 * 1024) {
    self.byteLimit = byteLimit
  }

  /// The key of a page: its path and its query, in a stable order.
  static func key(path: String, query: [String: String]) -> String {
    query.sorted { $0.key < $1.key }.reduce(path) { "\($0)\u{0}\($1.key)\u{0}\($1.value)" }
  }

  /// The page stored under `key` for `generation`, if any.
  func page(for key: String, generation: Int) -> [UInt8]? {
    state.withLock { $0.generation == generation ? $0.pages[key] : nil }
  }

  /// Stores `page` under `key` for `generation`; ignored when a newer generation is already cached.
  func store(_ page: [UInt8], for key: String, generation: Int) {
    guard page.count <= byteLimit else { return }
    state.withLock { state in
      guard generation >= state.generation else { return }
      if generation > state.generation || state.bytes + page.count > byteLimit {
        state = State(generation: generation)
      }
      if let old = state.pages.updateValue(page, forKey: key) { state.bytes -= old.count }
      state.bytes += page.count
    }
  }
}
