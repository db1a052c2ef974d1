/// The JSON API: the resolved copy of the entries, in the shape `copydeck resolve` prints.
enum EntriesAPI {
  /// `GET /api/entries`.
  static func list(_ snapshot: PreviewSnapshot, query: [String: String]) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: "application/json", text: "[]")
  }

  /// `GET /api/entries/ID`.
  static func entry(id: String, _ snapshot: PreviewSnapshot, query: [String: String]) -> HTTPResponse {
    HTTPResponse(status: 404, contentType: "application/json", text: "{}")
  }
}
