import Foundation

/// The page at `/`: the entries grouped by category, drawn in every language side by side, with a badge per
/// finding, the entries with findings listed first, and a search box.
///
/// A catalog of up to ``pageSize`` entries is drawn whole, and the search box and the problems filter hide cards in
/// the page as one types. A larger one is drawn a page at a time (query `page`, ``pageSize`` entries): the search and
/// the problems filter are applied here, over every entry, before the page is cut, so the first response stays
/// small at any size (about 0.3 MB for 100 entries) and a search still finds any entry; preview.js asks the server
/// again as one types (the results part, `#index-results`, is replaced; the toolbar keeps its focus).
enum IndexPage {
  /// How many entries a page of the index draws.
  static let pageSize = 100
  /// How many entries the "needs attention" list names before it links to the problems filter instead.
  static let attentionLimit = 50

  /// The document for `deck` viewed with `options`; only the cards the page shows are drawn.
  ///
  /// `changedFilter` adds the "changed since HEAD" box to the toolbar when git knows the folder; `permissions` lists
  /// the app's permission prompts (``PermissionPage/links(_:)``) after the entries; `host` says who shows the page
  /// (``PageHost``).
  static func render(
    _ deck: IndexDeck, options: PreviewOptions, changedFilter: ChangedFilter? = nil, permissions: HTML = "", host: PageHost = .server
  )
    -> String
  {
    let content: HTML = """
      <h1>\(Bilingual.allEntries.html) <span class="count">\(deck.entries.count)</span></h1>
      \(toolbar(deck, options, extra: changedFilter?.control ?? ""))
      \(results(deck, options: options))\(permissions)
      """
    return PageLayout.document(
      title: Bilingual.appName.plain, options: options, generation: deck.generation,
      loadErrors: deck.loadErrors, content: content, host: host)
  }

  /// The part of the page a search replaces: the attention list, the empty state, the categories and the pager.
  ///
  /// `data-complete="true"` says the page holds every entry (so the script can filter it by itself).
  private static func results(_ deck: IndexDeck, options: PreviewOptions) -> HTML {
    // By category, and in each the entries with findings first, then in manifest order.
    let byCategory = Dictionary(grouping: deck.entries, by: \.category)
    let ordered = deck.categories.flatMap { category in
      let entries = byCategory[category] ?? []
      return entries.filter { !$0.findings.isEmpty } + entries.filter { $0.findings.isEmpty }
    }
    let complete = deck.entries.count <= pageSize
    // The search matches the id, category, codes and drawn copy, in any case; an empty one matches everything.
    let needle = options.search.trimmingCharacters(in: .whitespaces).lowercased()
    let visible = ordered.filter { entry in
      (!options.problemsOnly || !entry.findings.isEmpty) && (needle.isEmpty || deck.searchText(entry.id).contains(needle))
    }
    // A complete page draws every card (those the filter hides with `hidden`); a paged one only the page's.
    let pageCount = max(1, (visible.count + pageSize - 1) / pageSize)
    let page = complete ? 1 : min(max(options.page, 1), pageCount)
    let listed = complete ? ordered : Array(visible[((page - 1) * pageSize)..<min(page * pageSize, visible.count)])
    let drawn = deck.draw(listed.map(\.id))
    let shown = Set(visible.map(\.id))
    let totals = Dictionary(visible.map { ($0.category, 1) }, uniquingKeysWith: +)
    let categories = deck.categories.compactMap { name -> HTML? in
      let cards = drawn.filter { $0.category == name }
      guard !cards.isEmpty else { return nil }
      return category(name, cards, total: totals[name] ?? 0, shown: shown, options: options)
    }
    return """
      <div id="index-results" data-complete="\(complete ? "true" : "false")" data-matches="\(visible.count)">
      \(attention(deck, options: options, onPage: Set(drawn.map(\.id))))
      \(emptyState(deck, visibleCount: visible.count))
      \(categories)
      \(complete ? "" : pager(page: page, pageCount: pageCount, shown: drawn.count, matches: visible.count, options: options))
      </div>
      """
  }

  /// Both languages, each catalog language, then the pseudo-languages.
  private static func languageChoices(_ deck: IndexDeck) -> [(value: String, label: Bilingual)] {
    [("both", DisplayNames.language("both"))]
      + deck.languages.map { ($0, DisplayNames.language($0)) }
      + PseudoLanguage.allCases.map { ($0.rawValue, DisplayNames.language($0.rawValue)) }
  }

  private static func toolbar(_ deck: IndexDeck, _ options: PreviewOptions, extra: HTML) -> HTML {
    let checked: HTML = options.problemsOnly ? " checked" : ""
    return """
      <form class="toolbar" method="get" action="/" role="search">
      <label class="search">\(Bilingual.search.html) <input type="search" name="q" value="\(options.search)" placeholder="\(Bilingual.searchPlaceholder)" autocomplete="off" data-filter></label>
      <label class="check"><input type="checkbox" name="problems" value="1"\(checked) data-filter> \(Bilingual.problemsOnly.html)</label>\(extra)
      \(Controls.select("lang", label: .language, options: languageChoices(deck), selected: options.language.token))
      \(Controls.select("design", label: .design, options: PreviewOptions.Design.allCases.map { ($0.rawValue, DisplayNames.design($0)) }, selected: options.design.rawValue))
      \(Controls.select("appearance", label: .appearance, options: PreviewOptions.Appearance.allCases.map { ($0.rawValue, DisplayNames.appearance($0)) }, selected: options.appearance.rawValue))
      <noscript><button type="submit">\(Bilingual.apply.html)</button></noscript>
      </form>
      """
  }

  private static func attention(_ deck: IndexDeck, options: PreviewOptions, onPage: Set<String>) -> HTML {
    let troubled = deck.entries.filter { !$0.findings.isEmpty }
    guard deck.hasCatalog, !deck.entries.isEmpty else { return "" }
    guard !troubled.isEmpty else {
      return
        "<section class=\"attention\" data-empty=\"true\"><h2>\(Bilingual.needsAttention.html)</h2><p class=\"empty\">\(Bilingual.noProblems.html)</p></section>"
    }
    var entryOptions = options
    (entryOptions.search, entryOptions.problemsOnly, entryOptions.page) = ("", false, 1)
    let items = troubled.prefix(attentionLimit).map { entry -> HTML in
      let target =
        onPage.contains(entry.id) ? "#entry-\(entry.id)" : "/entries/\(PreviewOptions.percentEncode(entry.id))\(entryOptions.queryString)"
      return "<li><a href=\"\(target)\"><code>\(entry.id)</code></a> \(entry.findings.map(\.badge))</li>"
    }
    var problems = options
    (problems.problemsOnly, problems.page) = (true, 1)
    let more: HTML =
      troubled.count > attentionLimit
      ? "<p class=\"more\"><a href=\"/\(problems.queryString)\">\(Bilingual.moreProblems(troubled.count - attentionLimit).html)</a></p>"
      : ""
    return """
      <section class="attention"><h2>\(Bilingual.needsAttention.html) <span class="count">\(troubled.count)</span></h2><ul>\(items)</ul>\(more)</section>
      """
  }

  /// Links to the first, the previous, the next and the last page, with the range of entries shown.
  private static func pager(page: Int, pageCount: Int, shown: Int, matches: Int, options: PreviewOptions) -> HTML {
    func link(_ target: Int, _ label: Bilingual, rel: String) -> HTML {
      guard target != page, target >= 1, target <= pageCount else {
        return "<span class=\"page-link\" aria-disabled=\"true\">\(label.html)</span>"
      }
      var linked = options
      linked.page = target
      return "<a class=\"page-link\" rel=\"\(rel)\" href=\"/\(linked.queryString)\" data-page=\"\(target)\">\(label.html)</a>"
    }
    let first = matches == 0 ? 0 : (page - 1) * pageSize + 1
    return """
      <nav class="pager" aria-label="\(Bilingual.pages.plain)" data-page="\(page)" data-page-count="\(pageCount)">\
      \(link(1, .firstPage, rel: "first")) \(link(page - 1, .previousPage, rel: "prev")) \
      <span class="range">\(Bilingual.entryRange(first, first + shown - (shown > 0 ? 1 : 0), of: matches).html)</span> \
      \(link(page + 1, .nextPage, rel: "next")) \(link(pageCount, .lastPage, rel: "last"))</nav>
      """
  }

  private static func emptyState(_ deck: IndexDeck, visibleCount: Int) -> HTML {
    if !deck.hasCatalog { return "<p class=\"empty\" data-empty=\"no-catalog\">\(Bilingual.noCatalog.html)</p>" }
    if deck.entries.isEmpty { return "<p class=\"empty\" data-empty=\"no-entries\">\(Bilingual.noEntries.html)</p>" }
    let hidden: HTML = visibleCount == 0 ? "" : " hidden"
    return "<p class=\"empty\" data-empty=\"no-matches\"\(hidden)>\(Bilingual.noMatches.html)</p>"
  }

  /// A category's heading (with how many of its entries pass the filter, on every page) and the cards drawn.
  /// `shown`: the ids of the entries that pass the filters.
  private static func category(
    _ category: String, _ entries: [PreviewEntry], total: Int, shown: Set<String>, options: PreviewOptions
  )
    -> HTML
  {
    let cards = entries.map { card($0, shown: shown.contains($0.id), options: options) }
    // A category none of whose entries pass the search is hidden, heading and all (preview.js does the same live).
    let hidden: HTML = entries.contains { shown.contains($0.id) } ? "" : " hidden"
    return """
      <section class="category" id="category-\(category)" data-category="\(category)"\(hidden)><h2>\(DisplayNames.category(category).html) <span class="count">\(total)</span></h2>\(cards)</section>
      """
  }

  private static func card(_ entry: PreviewEntry, shown: Bool, options: PreviewOptions) -> HTML {
    let hidden: HTML = shown ? "" : " hidden"
    var entryOptions = options
    (entryOptions.search, entryOptions.problemsOnly, entryOptions.page) = ("", false, 1)
    return """
      <article class="entry-card" id="entry-\(entry.id)" data-entry-card="\(entry.id)" data-problems="\(entry.findings.count)" data-search="\(entry.searchText)"\(hidden)>
      <header><a class="entry-link" href="/entries/\(PreviewOptions.percentEncode(entry.id))\(entryOptions.queryString)"><code>\(entry.id)</code></a> <span class="kind">\(DisplayNames.kind(entry.kind).html)</span> \(entry.findings.map(\.badge))</header>
      <div class="drawings">\(entry.drawings.map { DeviceMarkup.draw($0, options: options, frame: .compact) })</div>
      </article>
      """
  }
}
