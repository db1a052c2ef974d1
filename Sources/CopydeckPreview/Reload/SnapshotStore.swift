import Copydeck
import CopydeckFiles
import Foundation

/// The snapshot every request reads, replaced as a whole at each reload; it wakes the event streams when it changes.
final class SnapshotStore: Sendable {
  private let snapshot: Locked<PreviewSnapshot>
  /// Published with each new generation; event streams wait on it.
  let signal: GenerationSignal

  /// A store whose first snapshot (generation 0) comes from `loaded`, with the app's code lookups `code` (kept by every
  /// generation).
  init(_ loaded: LoadedCopy, code: CodeLookups = CodeLookups()) {
    let first = PreviewSnapshot(
      catalog: loaded.catalog, findings: loaded.findings, loadErrors: loaded.errors, generation: 0, code: code,
      permissions: loaded.permissions)
    snapshot = Locked(first)
    signal = GenerationSignal(generation: 0)
  }

  /// The snapshot now.
  var current: PreviewSnapshot {
    snapshot.withLock { $0 }
  }

  /// Makes `loaded` the next generation and wakes every event stream.
  ///
  /// When `loaded` has errors, the last good catalog and its findings stay (the page keeps the last good copy) and
  /// only the errors change; a catalog that loaded with errors is used only when there was none before.
  func replace(with loaded: LoadedCopy) {
    let generation = snapshot.withLock { current in
      let keepLast = !loaded.errors.isEmpty && current.catalog != nil
      current = PreviewSnapshot(
        catalog: keepLast ? current.catalog : loaded.catalog,
        findings: keepLast ? current.findings : loaded.findings,
        loadErrors: loaded.errors,
        generation: current.generation + 1, code: current.code,
        permissions: keepLast ? current.permissions : loaded.permissions)
      return current.generation
    }
    signal.publish(generation)
    Platform.returnFreedMemory()  // the replaced snapshot is freed by now, unless a request still reads it
  }
}
