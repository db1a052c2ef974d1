// Placeholder until branch preview-ui lands its PreviewPages; replaced by theirs at merge.
enum PreviewPages {
  static func index(_ snapshot: PreviewSnapshot, query: [String: String]) -> String {
    let html: HTML = "<!doctype html><html lang=\"ko\"><head><meta charset=\"utf-8\"><title>Copydeck</title><script src=\"/public/preview.js\" defer></script></head><body data-generation=\"\(String(snapshot.generation))\"><h1>Copydeck</h1><ul>\(snapshot.loadErrors.map { "<li>\(String(describing: $0))</li>" as HTML })</ul></body></html>"
    return html.description
  }

  static func entry(id: String, _ snapshot: PreviewSnapshot, query: [String: String]) -> String? {
    nil
  }

  static func notFound(path: String) -> String {
    NotFoundPage.render(path: path)
  }
}
