/// The friendly page for an unknown route or an unknown entry id.
enum NotFoundPage {
  /// The document for a request to `path`; `detail` says why when more is known (an unknown entry id).
  static func render(path: String, detail: Bilingual? = nil) -> String {
    let reason: HTML = detail.map { "<p>\($0.html)</p>" } ?? ""
    let content: HTML = """
      <section class="not-found"><h1>\(Bilingual.notFoundTitle.html)</h1><p><code>\(path)</code></p>\(reason)<p>\(Bilingual.notFoundBody.html)</p><p><a href="/">\(Bilingual.backToAll.html)</a></p></section>
      """
    return PageLayout.document(
      title: Bilingual.notFoundTitle.plain, options: PreviewOptions(), generation: 0, loadErrors: [], content: content)
  }
}
