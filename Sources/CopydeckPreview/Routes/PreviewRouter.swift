/// Maps each request to its answer: the pages, the JSON API, the static files and the live-reload stream.
///
/// Routes (GET and HEAD only):
/// - `/`: every entry; `/entries/ID`: one entry (both read their options from the query); `/permissions/KEY`: one
///   permission prompt the app declares, as iOS draws it;
/// - `/api/entries`, `/api/entries/ID?lang=ko`: the resolved copy as JSON, in the shape of `copydeck resolve`;
/// - `/public/FILE`: a static file from `public/`; `/events`: the server-sent events of ``EventStream``;
/// - anything else: the friendly 404 page.
///
/// A request whose `Host` header is not an allowed name is refused with 403 before any route runs, and a request
/// for `/events` or `/api/…` from a page on another site (``SameOrigin``) is refused with 403 too.
struct PreviewRouter: Sendable {
  let store: SnapshotStore
  let publicFiles: PublicFiles
  let allowedHosts: AllowedHosts
  /// The write API; its secret is `nil` when editing is off.
  let edits: EditAPI
  let head: HeadCache
  let pages = PageCache()
  /// Every entry's search text, for the searches of a large index.
  let searchTexts = SearchTextCache()
  /// The `/events` streams each client may hold.
  let streams = StreamLimit()

  /// The response to `request`.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    var response = route(request)
    response.headers += Self.securityHeaders
    return response
  }

  private func route(_ request: HTTPRequest) -> HTTPResponse {
    guard allowedHosts.allows(request.header("Host")) else { return Self.hostRefused(request.header("Host")) }
    if request.method == "POST", let response = edits.respond(to: request) { return response }
    guard request.method == "GET" || request.method == "HEAD" else { return Self.methodNotAllowed }
    let path = request.path
    if let secret = edits.secret, let given = request.query["edit"] { return Self.unlock(request, secret: secret, given: given) }
    if path == "/events" || path.hasPrefix("/api/"), let refusal = SameOrigin.refusal(of: request) { return refusal }
    if path == "/" {
      return page(request) { PreviewPages.index($0, query: request.query, head: head.values(for: $0), searchTexts: searchTexts) }!
    }
    if path == "/events" {
      return EventStream.response(signal: store.signal, limit: streams, client: request.client)
    }
    if path == "/api/entries" {
      return EntriesAPI.list(store.current, query: request.query)
    }
    if let id = path.dropPrefix("/api/entries/") {
      return EntriesAPI.entry(id: id, store.current, query: request.query)
    }
    if let id = path.dropPrefix("/entries/"), let response = entryPage(id: id, request) {
      return response
    }
    if let key = path.dropPrefix("/permissions/"), let response = permissionPage(key: key, request) {
      return response
    }
    if let file = path.dropPrefix("/public/").flatMap(publicFiles.file(at:)) {
      return HTTPResponse(status: 200, contentType: file.contentType, bytes: file.bytes, headers: [("Cache-Control", "no-cache")])
    }
    return HTTPResponse(
      status: 404, contentType: "text/html; charset=utf-8", text: PreviewPages.notFound(path: path),
      headers: [("Cache-Control", "no-store")])
  }

  /// The entry page, with the editing form when editing is on (unlocked when the request carries the secret).
  private func entryPage(id: String, _ request: HTTPRequest) -> HTTPResponse? {
    guard let secret = edits.secret else {
      return page(request) { PreviewPages.entry(id: id, $0, query: request.query) }
    }
    let access: EditorMarkup.Access = secret.isCarried(by: request) ? .ready : .locked
    return page(request, variant: access.rawValue) { snapshot in
      PreviewPages.entry(id: id, snapshot, query: request.query, editing: access, head: head.values(for: snapshot))
    }
  }

  /// A permission prompt's page, its purpose strings editable as an entry's copy is.
  private func permissionPage(key: String, _ request: HTTPRequest) -> HTTPResponse? {
    let access = edits.secret.map { secret -> EditorMarkup.Access in secret.isCarried(by: request) ? .ready : .locked }
    return page(request, variant: access?.rawValue ?? "") { PreviewPages.permission(key: key, $0, query: request.query, editing: access) }
  }

  /// `?edit=SECRET`: hands the secret to the browser as a cookie and redirects to the same page without it in the
  /// address (so it does not stay in the history); a wrong secret just redirects. Only ever to a path of this server
  /// (``LocalLocation``).
  private static func unlock(_ request: HTTPRequest, secret: EditSecret, given: String) -> HTTPResponse {
    var rest = request.query
    rest["edit"] = nil
    let query = rest.sorted { $0.key < $1.key }.map { "\(PreviewOptions.percentEncode($0.key))=\(PreviewOptions.percentEncode($0.value))" }
    let location = LocalLocation.of(path: request.path, query: query.joined(separator: "&"))
    var headers: [(name: String, value: String)] = [("Location", location), ("Cache-Control", "no-store")]
    if secret.matches(given) { headers.append(("Set-Cookie", secret.setCookie)) }
    return HTTPResponse(status: 303, contentType: "text/plain; charset=utf-8", text: "See \(location)\n", headers: headers)
  }

  /// The page for `request` from the current snapshot, with a `Server-Timing` header (`render;dur=MS` when it was
  /// rendered now, `cache;desc=hit` when it came from ``PageCache``); `nil` when `render` finds nothing to show.
  private func page(_ request: HTTPRequest, variant: String = "", _ render: (PreviewSnapshot) -> String?) -> HTTPResponse? {
    let snapshot = store.current
    let key = variant + PageCache.key(path: request.path, query: request.query)
    if let cached = pages.page(for: key, generation: snapshot.generation) {
      return Self.html(cached, timing: "cache;desc=hit")
    }
    let clock = ContinuousClock()
    let start = clock.now
    guard let html = render(snapshot) else { return nil }
    let elapsed = (clock.now - start).components
    let bytes = Array(html.utf8)
    pages.store(bytes, for: key, generation: snapshot.generation)
    return Self.html(bytes, timing: "render;dur=\(Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15)")
  }

  private static func html(_ bytes: [UInt8], timing: String) -> HTTPResponse {
    HTTPResponse(
      status: 200, contentType: "text/html; charset=utf-8", bytes: bytes,
      headers: [("Cache-Control", "no-store"), ("Server-Timing", timing)])
  }

  /// Sent with every response: no MIME sniffing, no framing, no referrer, scripts and styles from this server only.
  static let securityHeaders: [(name: String, value: String)] = [
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
    (
      "Content-Security-Policy",
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
    ),
  ]

  private static let methodNotAllowed = HTTPResponse(
    status: 405, contentType: "text/plain; charset=utf-8",
    text: "The preview only answers GET and HEAD requests.\n미리보기는 GET과 HEAD 요청에만 답해요.\n",
    headers: [("Allow", "GET, HEAD")])

  /// 403 for a `Host` header this server does not go by, which is what a DNS rebinding attack sends.
  private static func hostRefused(_ host: String?) -> HTTPResponse {
    let shown = host.map { "'\($0)'" } ?? "(none)"
    return HTTPResponse(
      status: 403, contentType: "text/plain; charset=utf-8",
      text: """
        This preview only answers requests addressed to it (Host header: \(shown)). Open it at the address `copydeck serve` \
        printed, or restart it with --allow-host NAME to accept another name.
        이 미리보기는 자기 주소로 온 요청에만 답해요 (Host 헤더: \(shown)). `copydeck serve`가 알려 준 주소로 열거나, \
        다른 이름도 받으려면 --allow-host NAME을 붙여 다시 시작해 주세요.

        """)
  }
}

extension String {
  /// The rest of the string after `prefix`, or `nil` when it does not start with it (or nothing follows).
  fileprivate func dropPrefix(_ prefix: String) -> String? {
    guard hasPrefix(prefix), count > prefix.count else { return nil }
    return String(dropFirst(prefix.count))
  }
}
