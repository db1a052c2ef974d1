/// Whether a request comes from the preview's own pages (or from no page at all), so a page on another site can
/// neither read the API, nor hold `/events` streams open, nor write.
///
/// Browsers say where a request comes from in two headers, and the preview refuses it when either names another
/// origin:
/// - `Sec-Fetch-Site` (every current browser): only `same-origin` and `none` (typed in the address bar, a bookmark)
///   pass; `same-site` is refused too, since another port of 127.0.0.1 is the same site but another program.
/// - `Origin` (sent with `fetch`, `EventSource` and every POST): it must be this server's own origin,
///   `http://` + the `Host` header (which ``AllowedHosts`` already checked); `null` is refused.
/// A request with neither header (curl, tests, old browsers on a plain GET) is not from a web page and passes.
///
/// Use it for every route a page on another site could abuse:
///
///     if let refusal = SameOrigin.refusal(of: request) { return refusal }
enum SameOrigin {
  /// Whether `request` comes from this server's own origin or from no web page.
  static func allows(_ request: HTTPRequest) -> Bool {
    if let site = request.header("Sec-Fetch-Site")?.lowercased(), site != "same-origin", site != "none" {
      return false
    }
    if let origin = request.header("Origin") {
      guard let host = request.header("Host") else { return false }
      return origin.lowercased() == "http://" + host.lowercased()
    }
    return true
  }

  /// A 403 response when `request` comes from another site; `nil` when it may be answered.
  static func refusal(of request: HTTPRequest) -> HTTPResponse? {
    guard !allows(request) else { return nil }
    let origin = request.header("Origin") ?? request.header("Sec-Fetch-Site").map { "Sec-Fetch-Site: \($0)" } ?? "?"
    return HTTPResponse(
      status: 403, contentType: "text/plain; charset=utf-8",
      text: """
        The preview answers this only to its own pages, and this request came from another site (\(origin)). \
        Open the preview at the address `copydeck serve` printed.
        미리보기는 자기 페이지에서 온 요청에만 답하는데, 이 요청은 다른 사이트에서 왔어요 (\(origin)). \
        `copydeck serve`가 알려 준 주소로 미리보기를 열어 주세요.

        """,
      headers: [("Cache-Control", "no-store"), ("Vary", "Origin, Sec-Fetch-Site")])
  }
}
