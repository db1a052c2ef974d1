import Copydeck
import CopydeckChecks
import CopydeckFiles
import Foundation

/// The preview's HTML pages, rendered from a snapshot and the request's query: pure functions, no I/O.
///
/// Every piece of copy and every query value is escaped. Each drawn alert or screen carries
/// `data-entry`, `data-lang` and `data-kind`; its title and message `data-part`; each button `data-role` and, when
/// preferred, `data-preferred="true"`.
enum PreviewPages {
  /// The page at `/`: every entry grouped by category, Korean and English side by side, findings first.
  ///
  /// Only the entries the page shows are drawn, except for a search of a paged index, which matches every entry's
  /// drawn copy: those texts come from `searchTexts`, drawn once per reload and way of drawing.
  /// `host` says who shows the page (``PageHost``).
  static func index(
    _ snapshot: PreviewSnapshot, query: [String: String], head: HeadValues? = nil, searchTexts: SearchTextCache = SearchTextCache(),
    host: PageHost = .server
  ) -> String {
    guard let adapter = adapter(snapshot) else {
      let options = PreviewOptions(query: query, languages: [])
      return IndexPage.render(emptyDeck(snapshot), options: options, host: host)
    }
    let options = PreviewOptions(query: query, languages: adapter.languages)
    let filter = head.flatMap { head in snapshot.catalog.map { ChangedFilter(head, catalog: $0, query: query) } }
    // Read in place: a copy of each of 10,000 entry definitions was a tenth of the page's time.
    let definitions = adapter.catalog.entries
    var listed: [IndexDeck.Listed] = []
    listed.reserveCapacity(definitions.count)
    for index in definitions.indices {
      let id = definitions[index].id
      if let filter, filter.active, !filter.changed.contains(id) { continue }
      listed.append(IndexDeck.Listed(id: id, category: definitions[index].category.rawValue, findings: adapter.badges(id: id)))
    }
    var deck = IndexDeck(
      languages: adapter.languages, categories: adapter.categories, entries: listed,
      loadErrors: snapshot.loadErrors.map(\.description), generation: snapshot.generation, hasCatalog: true,
      searchText: { _ in "" }, draw: { ids in ids.compactMap { adapter.entry(id: $0, options: options) } })
    if listed.count <= IndexPage.pageSize {
      // The page draws every entry anyway (the script filters its cards): its search texts are the drawn ones.
      let drawn = Dictionary(
        listed.compactMap { item in adapter.entry(id: item.id, options: options).map { (item.id, $0) } },
        uniquingKeysWith: { first, _ in first })
      deck.draw = { ids in ids.compactMap { drawn[$0] } }
      deck.searchText = { drawn[$0]?.searchText ?? "" }
    } else if !options.search.trimmingCharacters(in: .whitespaces).isEmpty {
      var drawing = options
      (drawing.search, drawing.problemsOnly, drawing.page) = ("", false, 1)
      let texts = searchTexts.texts(generation: snapshot.generation, key: drawing.queryString) { adapter.searchTexts(options: drawing) }
      deck.searchText = { texts[$0] ?? "" }
    }
    return IndexPage.render(
      deck, options: options, changedFilter: filter, permissions: PermissionPage.links(snapshot.permissions, options: options), host: host)
  }

  /// The page at `/entries/ID`, or `nil` when the catalog has no entry `id` (the router answers 404).
  static func entry(
    id: String, _ snapshot: PreviewSnapshot, query: [String: String], editing: EditorMarkup.Access? = nil, head: HeadValues? = nil,
    host: PageHost = .server
  ) -> String? {
    guard let adapter = adapter(snapshot) else { return nil }
    let options = PreviewOptions(query: query, languages: adapter.languages)
    guard let entry = adapter.entry(id: id, options: options) else { return nil }
    let deck = PreviewDeck(
      languages: adapter.languages, categories: adapter.categories, entries: [entry],
      loadErrors: snapshot.loadErrors.map(\.description), generation: snapshot.generation, hasCatalog: true)
    var editor: HTML = ""
    if let editing, let catalog = snapshot.catalog, let definition = catalog.entry(id: id) {
      editor = EditorMarkup.render(definition, entry: entry, catalog: catalog, languages: adapter.languages, access: editing, head: head)
    }
    return EntryPage.render(entry, deck: deck, options: options, editor: editor, host: host)
  }

  /// The page at `/permissions/KEY`, or `nil` when the app does not declare `key` (the router answers 404); with
  /// `editing`, its purpose strings are editable.
  static func permission(
    key: String, _ snapshot: PreviewSnapshot, query: [String: String], editing: EditorMarkup.Access? = nil, host: PageHost = .server
  ) -> String? {
    guard let prompts = snapshot.permissions else { return nil }
    let languages = adapter(snapshot)?.languages ?? ["en"]
    return PermissionPage.render(
      key: key, prompts: prompts, languages: languages, findings: snapshot.findings,
      options: PreviewOptions(query: query, languages: languages), generation: snapshot.generation,
      loadErrors: snapshot.loadErrors.map(\.description), editing: snapshot.catalog == nil ? nil : editing, host: host)
  }

  /// The friendly page for an unknown route; under `/entries/` it says the catalog has no such entry.
  static func notFound(path: String) -> String {
    NotFoundPage.render(path: path, detail: path.hasPrefix("/entries/") ? .unknownEntry : nil)
  }

  private static func adapter(_ snapshot: PreviewSnapshot) -> SnapshotAdapter? {
    guard let catalog = snapshot.catalog else { return nil }
    return SnapshotAdapter(catalog: catalog, findings: snapshot.findingsByEntry, code: snapshot.code)
  }

  private static func emptyDeck(_ snapshot: PreviewSnapshot) -> IndexDeck {
    IndexDeck(
      languages: [], categories: [], entries: [], loadErrors: snapshot.loadErrors.map(\.description),
      generation: snapshot.generation, hasCatalog: false, searchText: { _ in "" }, draw: { _ in [] })
  }
}

extension PreviewPages {
  /// The changes of `changed` (entry ids) between `before` (the copy at `revision`; `nil` when it had none) and
  /// `now`, drawn in every language: ``ComparePage``'s changes, with each page's link from `link(id)`.
  static func changes(
    _ changed: [String], before: PreviewSnapshot?, now: PreviewSnapshot, link: (String) -> String
  ) -> [ComparePage.Change] {
    guard let after = adapter(now) else { return [] }
    let earlier = before.flatMap(adapter)
    return changed.compactMap { id in
      after.entry(id: id, options: PreviewOptions()).map { entry in
        ComparePage.Change(before: earlier?.entry(id: id, options: PreviewOptions()), after: entry, link: link(id))
      }
    }
  }
}
