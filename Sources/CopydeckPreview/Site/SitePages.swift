import CopydeckFiles

/// One page of the static site: where it goes (a path from the site's root) and its HTML, links already relative.
struct SitePage: Sendable {
  var path: String
  var html: String
}

/// Every page of the static site, rendered by the preview's own renderer (``PreviewPages``) for each view the server
/// offers, with its links rewritten for the file it is written to.
struct SitePages: Sendable {
  let snapshot: PreviewSnapshot
  let host: PageHost
  /// The catalog's languages, Korean first, as the pages order them.
  let languages: [String]
  private let links: SiteLinks

  init(snapshot: PreviewSnapshot, host: PageHost) {
    self.snapshot = snapshot
    self.host = host
    let catalogLanguages = snapshot.catalog?.languages ?? []
    languages = catalogLanguages.filter { $0 == "ko" } + catalogLanguages.filter { $0 != "ko" }
    links = SiteLinks(languages: languages)
  }

  /// The values of the language control: both side by side, each language, each pseudo-language.
  var languageTokens: [String] {
    ["both"] + languages + PseudoLanguage.allCases.map(\.rawValue)
  }

  /// The index in every language, design and appearance (every page of a paged one), and `index.html`, its default view.
  func index() -> [SitePage] {
    let entryCount = snapshot.catalog?.entries.count ?? 0
    let pageCount = entryCount > IndexPage.pageSize ? (entryCount + IndexPage.pageSize - 1) / IndexPage.pageSize : 1
    var queries: [[String: String]] = []
    for query in views(sizes: [nil]) {
      for page in 1...pageCount {
        var paged = query
        if page > 1 { paged["page"] = String(page) }
        queries.append(paged)
      }
    }
    // Each page draws up to a hundred entries: render them side by side, as the entries' pages are.
    let pages = queries.concurrentMap { query in
      render(SitePaths.index(PreviewOptions(query: query, languages: languages))) {
        PreviewPages.index(snapshot, query: query, host: host)
      }
    }
    return pages + [render(SitePaths.home) { PreviewPages.index(snapshot, query: [:], host: host) }]
  }

  /// The pages of entry `id` in every language, design, appearance and text size.
  func entry(_ id: String) -> [SitePage] {
    views(sizes: PreviewOptions.TextSize.allCases).compactMap { entry(id, query: $0) }
  }

  /// The page of entry `id` viewed with `query` (`lang`, `design`, `appearance`, `size`), at the path the site
  /// keeps it; `nil` when the catalog has no such entry.
  func entry(_ id: String, query: [String: String]) -> SitePage? {
    let path = SitePaths.entry(id, PreviewOptions(query: query, languages: languages))
    return PreviewPages.entry(id: id, snapshot, query: query, host: host).map {
      SitePage(path: path, html: links.rewrite($0, page: path))
    }
  }

  /// The page of each permission prompt the app declares, in every design, appearance and text size (each page draws
  /// every language).
  func permissions() -> [SitePage] {
    let keys = snapshot.permissions?.prompts.map(\.key) ?? []
    return keys.flatMap { key in
      views(languages: ["both"], sizes: PreviewOptions.TextSize.allCases).compactMap { query in
        let path = SitePaths.permission(key, PreviewOptions(query: query, languages: languages))
        return PreviewPages.permission(key: key, snapshot, query: query, host: host).map {
          SitePage(path: path, html: links.rewrite($0, page: path))
        }
      }
    }
  }

  /// The list of the entries in `changed` (ids) whose copy differs from `before` (the copy at `revision`; `nil` when
  /// it had none), and a page per entry with its drawings before and after.
  func changes(_ changed: [String], before: PreviewSnapshot?, revision: String) -> [SitePage] {
    let changes = PreviewPages.changes(changed, before: before, now: snapshot) {
      SitePaths.relative(SitePaths.change($0), from: SitePaths.changes)
    }
    return [render(SitePaths.changes) { ComparePage.list(changes, revision: revision, generation: 0, host: host) }]
      + changes.map { change in
        render(SitePaths.change(change.after.id)) { ComparePage.entry(change, revision: revision, generation: 0, host: host) }
      }
  }

  /// The page at `path`, rendered and with its links made relative.
  private func render(_ path: String, _ html: () -> String) -> SitePage {
    SitePage(path: path, html: links.rewrite(html(), page: path))
  }

  /// The queries of every view: language × design × appearance, and × text size unless `sizes` is `[nil]`; every
  /// language of ``languageTokens`` unless `languages` says which.
  private func views(languages: [String]? = nil, sizes: [PreviewOptions.TextSize?]) -> [[String: String]] {
    var queries: [[String: String]] = []
    for language in languages ?? languageTokens {
      for design in PreviewOptions.Design.allCases {
        for appearance in PreviewOptions.Appearance.allCases {
          for size in sizes {
            var query = ["lang": language, "design": design.rawValue, "appearance": appearance.rawValue]
            query["size"] = size?.rawValue
            queries.append(query)
          }
        }
      }
    }
    return queries
  }
}
