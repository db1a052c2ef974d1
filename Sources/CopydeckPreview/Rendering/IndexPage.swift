/// The page at `/`: every entry grouped by category, drawn in every language side by side, with a badge per
/// finding, the entries with findings listed first, and a search box.
enum IndexPage {
  /// The document for `deck` viewed with `options`.
  ///
  /// `changedFilter` adds the "changed since HEAD" box to the toolbar when git knows the folder.
  static func render(_ deck: PreviewDeck, options: PreviewOptions, changedFilter: ChangedFilter? = nil) -> String {
    let visible = deck.entries.filter { isVisible($0, options: options) }
    let content: HTML = """
      <h1>\(Bilingual.allEntries.html) <span class="count">\(deck.entries.count)</span></h1>
      \(toolbar(deck, options, extra: changedFilter?.control ?? ""))
      \(attention(deck, options: options))
      \(emptyState(deck, visibleCount: visible.count))
      \(deck.categories.map { category(deck, $0, options: options) })
      """
    return PageLayout.document(
      title: Bilingual.appName.plain, options: options, generation: deck.generation,
      loadErrors: deck.loadErrors, content: content)
  }

  /// Whether `entry` passes the search and the problems-only filter.
  static func isVisible(_ entry: PreviewEntry, options: PreviewOptions) -> Bool {
    entry.matches(options.search) && (!options.problemsOnly || !entry.findings.isEmpty)
  }

  /// Both languages, each catalog language, then the pseudo-languages.
  private static func languageChoices(_ deck: PreviewDeck) -> [(value: String, label: Bilingual)] {
    [("both", DisplayNames.language("both"))]
      + deck.languages.map { ($0, DisplayNames.language($0)) }
      + PseudoLanguage.allCases.map { ($0.rawValue, DisplayNames.language($0.rawValue)) }
  }

  private static func toolbar(_ deck: PreviewDeck, _ options: PreviewOptions, extra: HTML) -> HTML {
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

  private static func attention(_ deck: PreviewDeck, options: PreviewOptions) -> HTML {
    let troubled = deck.entries.filter { !$0.findings.isEmpty }
    guard deck.hasCatalog, !deck.entries.isEmpty else { return "" }
    guard !troubled.isEmpty else {
      return "<section class=\"attention\" data-empty=\"true\"><h2>\(Bilingual.needsAttention.html)</h2><p class=\"empty\">\(Bilingual.noProblems.html)</p></section>"
    }
    let items = troubled.map { entry -> HTML in
      "<li><a href=\"#entry-\(entry.id)\"><code>\(entry.id)</code></a> \(entry.findings.map(\.badge))</li>"
    }
    return """
      <section class="attention"><h2>\(Bilingual.needsAttention.html) <span class="count">\(troubled.count)</span></h2><ul>\(items)</ul></section>
      """
  }

  private static func emptyState(_ deck: PreviewDeck, visibleCount: Int) -> HTML {
    if !deck.hasCatalog { return "<p class=\"empty\" data-empty=\"no-catalog\">\(Bilingual.noCatalog.html)</p>" }
    if deck.entries.isEmpty { return "<p class=\"empty\" data-empty=\"no-entries\">\(Bilingual.noEntries.html)</p>" }
    let hidden: HTML = visibleCount == 0 ? "" : " hidden"
    return "<p class=\"empty\" data-empty=\"no-matches\"\(hidden)>\(Bilingual.noMatches.html)</p>"
  }

  private static func category(_ deck: PreviewDeck, _ category: String, options: PreviewOptions) -> HTML {
    // Entries with findings first, then in manifest order (the sort is stable).
    let entries = deck.entries.filter { $0.category == category }
      .enumerated().sorted { ($0.element.findings.isEmpty ? 1 : 0, $0.offset) < ($1.element.findings.isEmpty ? 1 : 0, $1.offset) }
      .map(\.element)
    let cards = entries.map { card($0, options: options) }
    // A category none of whose entries pass the search is hidden, heading and all (preview.js does the same live).
    let hidden: HTML = entries.contains { isVisible($0, options: options) } ? "" : " hidden"
    return """
      <section class="category" id="category-\(category)" data-category="\(category)"\(hidden)><h2>\(DisplayNames.category(category).html) <span class="count">\(entries.count)</span></h2>\(cards)</section>
      """
  }

  private static func card(_ entry: PreviewEntry, options: PreviewOptions) -> HTML {
    let hidden: HTML = isVisible(entry, options: options) ? "" : " hidden"
    var entryOptions = options
    entryOptions.search = ""
    entryOptions.problemsOnly = false
    return """
      <article class="entry-card" id="entry-\(entry.id)" data-entry-card="\(entry.id)" data-problems="\(entry.findings.count)" data-search="\(entry.searchText)"\(hidden)>
      <header><a class="entry-link" href="/entries/\(PreviewOptions.percentEncode(entry.id))\(entryOptions.queryString)"><code>\(entry.id)</code></a> <span class="kind">\(DisplayNames.kind(entry.kind).html)</span> \(entry.findings.map(\.badge))</header>
      <div class="drawings">\(entry.drawings.map { DeviceMarkup.draw($0, options: options, frame: .compact) })</div>
      </article>
      """
  }
}
