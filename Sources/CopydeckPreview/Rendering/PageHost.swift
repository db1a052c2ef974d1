/// Who shows a page: the running server, or a file of the static site that `copydeck export --site` writes.
///
/// The page's drawings are the same either way; only the chrome differs. A server page says it is live; a static
/// page says that editing needs the server and shows the command that starts it, and carries `data-site="static"`
/// on `<body>` so preview.js neither opens the live-reload stream nor asks a server to search.
enum PageHost: Equatable, Sendable {
  /// `copydeck serve`.
  case server
  /// A file of the static site; `command` starts the server on the same copy (`copydeck serve --localizations …`).
  case staticSite(command: String)

  /// The `<body>` attribute that tells preview.js where the page is shown (nothing for the server).
  var bodyAttribute: HTML {
    switch self {
    case .server: ""
    case .staticSite: " data-site=\"static\""
    }
  }

  /// What the header says after the app's name: live updates, or how to edit.
  var status: HTML {
    switch self {
    case .server:
      "<span class=\"live\" data-live=\"connecting\">\(Bilingual.live.html)</span>"
    case .staticSite(let command):
      "<span class=\"site-note\" data-site-note>\(Bilingual.staticCopy.html) <code>\(command)</code></span>"
    }
  }
}
