import Copydeck
import CopydeckFiles
import Foundation

/// The ``HeadValues`` of the current snapshot, read with git once per snapshot generation rather than per page.
///
/// A commit that changes no table (so no reload) shows on the next reload.
final class HeadCache: Sendable {
  private let folder: URL
  private let state = Locked<(generation: Int, values: HeadValues?)?>(nil)

  init(folder: URL) {
    self.folder = folder
  }

  /// The values at `HEAD` for `snapshot`, or `nil` without git or a catalog.
  func values(for snapshot: PreviewSnapshot) -> HeadValues? {
    if let cached = state.withLock({ $0 }), cached.generation == snapshot.generation { return cached.values }
    let values = snapshot.catalog.flatMap { HeadValues.load(folder, catalog: $0) }
    state.withLock { $0 = (snapshot.generation, values) }
    return values
  }
}
