/// The frame of every page: head with the style sheets and the live-reload script, the bilingual header, the
/// banner of file errors, and the content area the live reload replaces.
enum PageLayout {
  /// A complete HTML document.
  ///
  /// - Parameters:
  ///   - title: the document title (escaped).
  ///   - options: sets the stage's design, appearance and text size.
  ///   - generation: the snapshot generation, so the script can tell when the copy changed.
  ///   - loadErrors: file errors to show above the content.
  ///   - content: the page's own markup.
  ///   - host: who shows the page: the server (with live reload) or the static site (with how to start the server).
  static func document(
    title: String, options: PreviewOptions, generation: Int, loadErrors: [String], content: HTML, host: PageHost = .server
  ) -> String {
    let errors: HTML =
      loadErrors.isEmpty
      ? ""
      : """
      <section class="load-errors" role="alert"><h2>\(Bilingual.loadErrors.html)</h2><ul>\(loadErrors.map { "<li><pre>\($0)</pre></li>" as HTML })</ul></section>
      """
    let page: HTML = """
      <!doctype html>
      <html lang="ko">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <link rel="stylesheet" href="/public/metrics.css">
      <link rel="stylesheet" href="/public/drawing.css">
      <link rel="stylesheet" href="/public/preview.css">
      <script src="/public/preview.js" defer></script>
      </head>
      <body data-generation="\(generation)"\(host.bodyAttribute) data-design="\(options.design.rawValue)" data-appearance="\(options.appearance.rawValue)" data-size="\(options.textSize.rawValue)">
      <header class="chrome"><a class="home" href="/">\(Bilingual.appName.html)</a> \(host.status)</header>
      <div id="live-region">
      \(errors)
      <main id="content">
      \(content)
      </main>
      </div>
      </body>
      </html>

      """
    return page.description
  }
}
