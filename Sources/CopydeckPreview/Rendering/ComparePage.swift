/// The static site's comparison with a git revision (`copydeck export --site DIR --compare REF`): a page listing the
/// entries whose copy changed since the revision, and a page per entry with its drawings before and after, side by
/// side in every language. The drawings are ``DeviceMarkup``'s, as on every other page.
enum ComparePage {
  /// One changed entry: drawn with the copy at the revision (`nil` when the revision did not have it) and now.
  struct Change {
    var before: PreviewEntry?
    var after: PreviewEntry
    /// Its page's address, relative to the list.
    var link: String
  }

  /// The list of `changes` since `revision`.
  static func list(_ changes: [Change], revision: String, generation: Int, host: PageHost) -> String {
    let items = changes.map { change -> HTML in
      let isNew: HTML = change.before == nil ? " <span class=\"badge\" data-new>\(Bilingual.newEntry.html)</span>" : ""
      return """
        <li data-change-item="\(change.after.id)"><a href="\(change.link)"><code>\(change.after.id)</code></a> <span class="kind">\(DisplayNames.kind(change.after.kind).html)</span>\(isNew)</li>
        """
    }
    let body: HTML =
      changes.isEmpty
      ? "<p class=\"empty\" data-empty=\"no-changes\">\(Bilingual.noChanges.html)</p>"
      : "<ul class=\"changes\">\(items)</ul>"
    let content: HTML = """
      <nav class="crumbs"><a href="/">\(Bilingual.backToAll.html)</a></nav>
      <h1>\(Bilingual.changedSince(revision).html) <span class="count">\(changes.count)</span></h1>
      \(body)
      """
    return PageLayout.document(
      title: "\(Bilingual.changedSince(revision).plain) · \(Bilingual.appName.plain)", options: PreviewOptions(),
      generation: generation, loadErrors: [], content: content, host: host)
  }

  /// The page of one change: for each language, the drawing before and after.
  static func entry(_ change: Change, revision: String, generation: Int, host: PageHost) -> String {
    let options = PreviewOptions()
    let languages = change.after.drawings.map { drawing -> HTML in
      let before: HTML =
        change.before?.drawings.first { $0.language == drawing.language }.map { DeviceMarkup.draw($0, options: options, frame: .full) }
        ?? "<p class=\"empty\" data-new>\(Bilingual.newEntry.html)</p>"
      return """
        <section class="change-language" data-lang="\(drawing.language)"><h2>\(DisplayNames.language(drawing.language).html)</h2><div class="drawings large compare">\
        <div class="side" data-side="before"><h3>\(Bilingual.before(revision).html)</h3>\(before)</div>\
        <div class="side" data-side="after"><h3>\(Bilingual.after.html)</h3>\(DeviceMarkup.draw(drawing, options: options, frame: .full))</div>\
        </div></section>
        """
    }
    let id = change.after.id
    let content: HTML = """
      <header class="entry-head"><nav class="crumbs"><a href="index.html">\(Bilingual.backToChanges.html)</a> <a href="/entries/\(PreviewOptions.percentEncode(id))">\(Bilingual.entryPage.html)</a></nav> <h1><code>\(id)</code> <span class="kind">\(DisplayNames.kind(change.after.kind).html)</span></h1></header>
      <div class="change" data-change="\(id)">\(languages)</div>
      """
    return PageLayout.document(
      title: "\(id) · \(Bilingual.changedSince(revision).plain)", options: options, generation: generation, loadErrors: [],
      content: content, host: host)
  }
}

extension Bilingual {
  static func changedSince(_ revision: String) -> Bilingual {
    Bilingual("\(revision) 이후 바뀐 문구", "Changed since \(revision)")
  }
  static func before(_ revision: String) -> Bilingual { Bilingual("전 (\(revision))", "Before (\(revision))") }
  static let after = Bilingual("후", "After")
  static let newEntry = Bilingual("새 문구", "New entry")
  static let noChanges = Bilingual("바뀐 문구가 없어요.", "No entry's copy changed.")
  static let backToChanges = Bilingual("← 바뀐 문구", "← Changed entries")
  static let entryPage = Bilingual("문구 페이지", "Entry page")
}
