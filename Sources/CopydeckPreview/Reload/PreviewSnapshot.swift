import Copydeck
import CopydeckChecks
import CopydeckFiles

/// Everything the preview pages draw, taken at one moment: an immutable value the renderer reads without locks.
///
/// The file watcher builds a new snapshot each time `Localizations/` changes and bumps ``generation``. When a file
/// no longer parses, ``catalog`` stays the last good catalog (so the page keeps showing the last good copy) and
/// ``loadErrors`` says what is wrong, with file, line and column.
///
/// Live reload contract with the page: `GET /events` is a server-sent event stream. On connect and after every
/// reload it sends `event: generation` with `data: N` (this snapshot's ``generation``). A page renders its own
/// generation (for example `data-generation="N"` on `<body>`) and reloads itself when an event carries another number.
struct PreviewSnapshot: Sendable {
  /// The last catalog that loaded without errors, or `nil` when none has loaded yet.
  let catalog: Catalog?
  /// What `copydeck check` found in the files of ``catalog``.
  let findings: [Finding]
  /// Why the files on disk right now do not load, each with file, line and column; empty when they all load.
  let loadErrors: [StringsDiagnostic]
  /// A counter bumped at each reload (0 for the first snapshot).
  let generation: Int
  /// ``findings`` about an entry, sorted, by entry id: grouped once here rather than on every page render.
  let findingsByEntry: [String: [Finding]]
  /// Where the app's code looks up copy, read when the preview started.
  let code: CodeLookups
  /// The permission prompts of the app the folder belongs to, `nil` when it declares none.
  let permissions: PermissionPrompts?

  init(
    catalog: Catalog?, findings: [Finding], loadErrors: [StringsDiagnostic], generation: Int, code: CodeLookups = CodeLookups(),
    permissions: PermissionPrompts? = nil
  ) {
    self.permissions = permissions
    self.catalog = catalog
    self.findings = findings
    self.loadErrors = loadErrors
    self.generation = generation
    self.code = code
    findingsByEntry = Dictionary(grouping: findings.filter { $0.entry != nil }.sorted(), by: { $0.entry ?? "" })
  }
}
