/// The page at `/entries/ID`: one entry drawn large, with controls for language, appearance, text size, design
/// and sample argument values, all kept in the URL query.
///
/// The drawings come first: on a wide screen they fill the main column and the controls and facts sit in a narrow
/// panel beside them (sticky while scrolling); on a narrow one the panel follows the drawings.
enum EntryPage {
  /// The document for `entry` viewed with `options`.
  ///
  /// `editor` is the editing form (``EditorMarkup``), drawn under the drawings when editing is on; `host` says who
  /// shows the page (``PageHost``).
  static func render(
    _ entry: PreviewEntry, deck: PreviewDeck, options: PreviewOptions, editor: HTML = "", host: PageHost = .server
  )
    -> String
  {
    let content: HTML = """
      <div class="entry-layout">
      <div class="entry-main">
      <header class="entry-head"><nav class="crumbs"><a href="/\(backQuery(options))">\(Bilingual.backToAll.html)</a></nav> <h1><code>\(entry.id)</code> <span class="kind">\(DisplayNames.kind(entry.kind).html)</span></h1></header>
      \(findings(entry.findings))
      <div class="drawings large" data-entry-view="\(entry.id)">\(entry.drawings.map { DeviceMarkup.draw($0, options: options, frame: .full) })</div>\(editor)
      </div>
      <aside class="entry-panel">
      \(controls(entry, deck: deck, options: options))
      \(facts(entry))
      </aside>
      </div>
      """
    return PageLayout.document(
      title: "\(entry.id) · \(Bilingual.appName.plain)", options: options, generation: deck.generation,
      loadErrors: deck.loadErrors, content: content, host: host)
  }

  /// The index keeps the design and appearance the copywriter chose here.
  private static func backQuery(_ options: PreviewOptions) -> String {
    var back = PreviewOptions()
    back.design = options.design
    back.appearance = options.appearance
    return back.queryString
  }

  /// The findings of `copydeck check` on the entry, kept to one line so the drawings stay on the first screen: a
  /// line saying there are none, or a summary with a badge per finding (its message on hover) that opens to the
  /// full list with each message and `file:line:column`.
  static func findings(_ findings: [FindingBadge]) -> HTML {
    guard !findings.isEmpty else {
      return "<p class=\"findings-section\" data-count=\"0\">\(Bilingual.noProblems.html)</p>"
    }
    return """
      <details class="findings-section" data-count="\(findings.count)"><summary><h2>\(Bilingual.findings.html) <span class="count">\(findings.count)</span></h2> \(findings.map(\.badge))</summary><ul class="findings">\(findings.map(\.listItem))</ul></details>
      """
  }

  private static func facts(_ entry: PreviewEntry) -> HTML {
    var rows: [HTML] = [
      "<dt>\(Bilingual("분류", "Category").html)</dt><dd>\(DisplayNames.category(entry.category).html)</dd>"
    ]
    if !entry.codes.isEmpty {
      rows.append("<dt>\(Bilingual.codes.html)</dt><dd>\(entry.codes.map { "<code>\($0)</code> " as HTML })</dd>")
    }
    if let note = entry.note {
      rows.append("<dt>\(Bilingual.note.html)</dt><dd class=\"note-text\">\(note)</dd>")
    }
    if !entry.usedAt.isEmpty {
      rows.append(
        "<dt>\(Bilingual.usedInCode.html)</dt><dd><ul class=\"code-uses\">\(entry.usedAt.map { "<li><code>\($0)</code></li>" as HTML })</ul></dd>"
      )
    }
    return "<dl class=\"facts\">\(rows)</dl>"
  }

  /// The controls. A choice applies as soon as it is made (preview.js submits the form); the Apply button under
  /// the argument fields, and the one a browser without JavaScript shows, submit it by hand.
  private static func controls(_ entry: PreviewEntry, deck: PreviewDeck, options: PreviewOptions) -> HTML {
    let fields = entry.arguments.flatMap { argument in
      // A count chosen with the count control stands in every language; its fields show it and are not sent.
      let counted: HTML = entry.counts.contains { $0.argument == argument.name && $0.selected != nil } ? " disabled" : ""
      return deck.languages.map { language -> HTML in
        let name = PreviewOptions.argumentKey(language: language, name: argument.name)
        return """
          <label class="argument"><span class="argument-name"><code>\(argument.name)</code> <code>\(argument.format)</code> <span class="badge-lang">\(language)</span></span><input type="text" name="\(name)" value="\(argument.values[language] ?? "")" lang="\(language)"\(counted) data-autosubmit></label>
          """
      }
    }
    let countControls = entry.counts.map { control -> HTML in
      let choices =
        [("", Bilingual.sampleCount, Bilingual.sampleCount)]
        + PreviewOptions.sampleCounts.map { ($0, Bilingual($0, $0), Bilingual($0, $0)) }
      return Controls.segments(
        PreviewOptions.countPrefix + control.argument, label: .count(of: control.argument), rows: [choices],
        selected: control.selected ?? "")
    }
    let apply: HTML = "<button type=\"submit\" class=\"apply\">\(Bilingual.apply.html)</button>"
    let argumentSet: HTML =
      fields.isEmpty
      ? "<noscript>\(apply)</noscript>"
      : """
      <fieldset class="arguments"><legend>\(Bilingual.arguments.html)</legend>\(fields)\(apply)</fieldset>
      """
    let catalogLanguages = (["both"] + deck.languages).map { ($0, DisplayNames.shortLanguage($0), DisplayNames.language($0)) }
    let pseudoLanguages = PseudoLanguage.allCases.map {
      ($0.rawValue, DisplayNames.shortLanguage($0.rawValue), DisplayNames.language($0.rawValue))
    }
    let appearances = PreviewOptions.Appearance.allCases.map {
      ($0.rawValue, DisplayNames.appearance($0), DisplayNames.appearance($0))
    }
    let sizes = PreviewOptions.TextSize.allCases.map { ($0.rawValue, DisplayNames.shortTextSize($0), DisplayNames.textSize($0)) }
    let designs = PreviewOptions.Design.allCases.map { ($0.rawValue, DisplayNames.shortDesign($0), DisplayNames.design($0)) }
    return """
      <form class="controls" method="get" action="/entries/\(PreviewOptions.percentEncode(entry.id))">
      \(Controls.segments("lang", label: .language, rows: [catalogLanguages, pseudoLanguages], selected: options.language.token))
      \(Controls.segments("appearance", label: .appearance, rows: [appearances], selected: options.appearance.rawValue))
      \(Controls.segments("size", label: .textSize, rows: [sizes], selected: options.textSize.rawValue))
      \(Controls.segments("design", label: .design, rows: [designs], selected: options.design.rawValue))
      \(countControls)\(argumentSet)
      </form>
      """
  }
}
