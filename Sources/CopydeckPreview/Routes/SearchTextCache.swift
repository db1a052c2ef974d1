import CopydeckFiles

/// The search text of every entry, for the current snapshot generation and each way of drawing the copy (language,
/// argument values, counts), built on a large index's first search and kept until the next reload.
///
/// A search of a paged index matches every entry's drawn copy, and drawing 10,000 entries is most of a second; with
/// this, typing a search draws them once per reload instead of at each key.
final class SearchTextCache: Sendable {
  private struct State: Sendable {
    var generation = -1
    var texts: [String: [String: String]] = [:]
  }

  private let state = Locked(State())
  /// How many ways of drawing are kept per generation before the cache starts over.
  private let limit = 8

  /// The texts by entry id for `generation` drawn as `key` says, from `build` the first time they are asked for.
  func texts(generation: Int, key: String, build: () -> [String: String]) -> [String: String] {
    if let known = state.withLock({ $0.generation == generation ? $0.texts[key] : nil }) { return known }
    let built = build()
    state.withLock { state in
      guard generation >= state.generation else { return }
      if generation > state.generation || state.texts.count >= limit { state = State(generation: generation) }
      state.texts[key] = built
    }
    return built
  }
}
