import Copydeck
import CopydeckFiles

/// The index's "changed since HEAD" filter (`/?changed=1`): only the entries with a value that differs from the last
/// commit. It exists only when git knows the folder (see ``HeadValues``).
struct ChangedFilter: Equatable {
  /// The entries with a change.
  var changed: Set<String>
  /// Whether the filter is on for this page.
  var active: Bool

  /// The filter for `query`, from the values at `HEAD`.
  init(_ head: HeadValues, catalog: Copydeck.Catalog, query: [String: String]) {
    changed = head.changedEntries(catalog)
    active = query["changed"] == "1"
  }

  /// The toolbar's check box; choosing it submits the form (the filter runs on the server).
  var control: HTML {
    let checked: HTML = active ? " checked" : ""
    return """
      <label class="check"><input type="checkbox" name="changed" value="1"\(checked) data-autosubmit data-head-filter> \(Bilingual.changedSinceHead.html) <span class="count">\(changed.count)</span></label>
      """
  }
}
