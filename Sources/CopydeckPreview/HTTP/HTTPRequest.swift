/// One HTTP request, as the server hands it to a handler.
struct HTTPRequest: Sendable {
  /// The method, as sent (`GET`, `HEAD`, …).
  var method: String
  /// The path, percent-decoded by the server, without the query (`/entries/group.full`).
  var path: String
  /// The query arguments, percent-decoded; a bare `?flag` has the value `""`. The last of repeated names wins.
  var query: [String: String]
  /// The request headers, with lower-cased names. The last of repeated names wins.
  var headers: [String: String]
  /// The request body (empty for `GET`).
  var body: [UInt8]
  /// The client's IP address (`127.0.0.1`), empty when unknown; it names the client for per-client limits.
  var client: String = ""

  /// The value of the header `name`, compared without case.
  func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}
