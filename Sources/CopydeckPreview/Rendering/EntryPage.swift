/// The page at `/entries/ID`: one entry drawn large, with controls for language, appearance, text size, design
/// and sample argument values, all kept in the URL query.
enum EntryPage {
  /// The document for `entry` viewed with `options`.
  static func render(_ entry: PreviewEntry, deck: PreviewDeck, options: PreviewOptions) -> String {
    let content: HTML = """
      <nav class="crumbs"><a href="/\(backQuery(options))">\(Bilingual.backToAll.html)</a></nav>
      <h1><code>\(entry.id)</code> <span class="kind">\(DisplayNames.kind(entry.kind).html)</span></h1>
      \(facts(entry))
      \(controls(entry, deck: deck, options: options))
      <div class="drawings large" data-entry-view="\(entry.id)">\(entry.drawings.map { DeviceMarkup.draw($0, options: options, frame: .full) })</div>
      """
    return PageLayout.document(
      title: "\(entry.id) · \(Bilingual.appName.plain)", options: options, generation: deck.generation,
      loadErrors: deck.loadErrors, content: content)
  }

  /// The index keeps the design and appearance the copywriter chose here.
  private static func backQuery(_ options: PreviewOptions) -> String {
    var back = PreviewOptions()
    back.design = options.design
    back.appearance = options.appearance
    return back.queryString
  }

  private static func facts(_ entry: PreviewEntry) -> HTML {
    var rows: [HTML] = [
      "<dt>\(Bilingual("분류", "Category").html)</dt><dd>\(DisplayNames.category(entry.category).html)</dd>"
    ]
    if !entry.codes.isEmpty {
      rows.append("<dt>\(Bilingual.codes.html)</dt><dd>\(entry.codes.map { "<code>\($0)</code>" as HTML })</dd>")
    }
    if let note = entry.note {
      rows.append("<dt>\(Bilingual.note.html)</dt><dd class=\"note-text\">\(note)</dd>")
    }
    let findings: HTML = entry.findings.isEmpty
      ? "<p class=\"empty\">\(Bilingual.noProblems.html)</p>"
      : "<ul class=\"findings\">\(entry.findings.map(\.listItem))</ul>"
    return """
      <dl class="facts">\(rows)</dl>
      <section class="findings-section"><h2>\(Bilingual.findings.html) <span class="count">\(entry.findings.count)</span></h2>\(findings)</section>
      """
  }

  private static func controls(_ entry: PreviewEntry, deck: PreviewDeck, options: PreviewOptions) -> HTML {
    let languages = IndexPage.languageChoices(deck)
    let fields = entry.arguments.flatMap { argument in
      deck.languages.map { language -> HTML in
        let name = PreviewOptions.argumentKey(language: language, name: argument.name)
        return """
          <label class="argument"><code>\(argument.name)</code> <code>\(argument.format)</code> <span class="badge-lang">\(language)</span> <input type="text" name="\(name)" value="\(argument.values[language] ?? "")" lang="\(language)" data-autosubmit></label>
          """
      }
    }
    let argumentSet: HTML = fields.isEmpty ? "" : """
      <fieldset class="arguments"><legend>\(Bilingual.arguments.html)</legend>\(fields)</fieldset>
      """
    return """
      <form class="controls" method="get" action="/entries/\(PreviewOptions.percentEncode(entry.id))">
      \(Controls.segments("lang", label: .language, options: languages, selected: options.language.token))
      \(Controls.segments("appearance", label: .appearance, options: PreviewOptions.Appearance.allCases.map { ($0.rawValue, DisplayNames.appearance($0)) }, selected: options.appearance.rawValue))
      \(Controls.segments("size", label: .textSize, options: PreviewOptions.TextSize.allCases.map { ($0.rawValue, DisplayNames.textSize($0)) }, selected: options.textSize.rawValue))
      \(Controls.segments("design", label: .design, options: PreviewOptions.Design.allCases.map { ($0.rawValue, DisplayNames.design($0)) }, selected: options.design.rawValue))
      \(argumentSet)
      <button type="submit">\(Bilingual.apply.html)</button>
      </form>
      """
  }
}
