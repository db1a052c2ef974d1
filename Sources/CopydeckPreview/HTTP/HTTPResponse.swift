/// What a handler answers: a status, headers and a body that is either bytes or a stream.
struct HTTPResponse: Sendable {
  /// The body of a response.
  enum Body: Sendable {
    /// A body known in full.
    case bytes([UInt8])
    /// A body of unknown length, sent with chunked encoding as it is produced.
    ///
    /// The server calls `next` on the connection's own thread, again and again; it may block until it has
    /// bytes to send (asking ``StreamClient/hasHungUp()`` now and then, so a closed connection ends it at once),
    /// and returns `nil` to end the response. `finished` runs once when the response is gone, however it ended.
    case stream(next: @Sendable (StreamClient) -> [UInt8]?, finished: @Sendable () -> Void)
  }

  /// The status code.
  var status: Int
  /// The response headers, in order.
  var headers: [(name: String, value: String)]
  /// The body.
  var body: Body

  /// A response whose body is `text` encoded in UTF-8.
  init(status: Int, contentType: String, text: String, headers: [(name: String, value: String)] = []) {
    self.init(status: status, contentType: contentType, bytes: Array(text.utf8), headers: headers)
  }

  /// A response whose body is `bytes`.
  init(status: Int, contentType: String, bytes: [UInt8], headers: [(name: String, value: String)] = []) {
    self.status = status
    self.headers = [("Content-Type", contentType)] + headers
    self.body = .bytes(bytes)
  }

  /// A streamed response; see ``Body/stream(next:finished:)``.
  init(
    status: Int, headers: [(name: String, value: String)], finished: @escaping @Sendable () -> Void = {},
    stream: @escaping @Sendable (StreamClient) -> [UInt8]?
  ) {
    self.status = status
    self.headers = headers
    self.body = .stream(next: stream, finished: finished)
  }
}

/// The connection a streamed body goes to, as its producer sees it.
struct StreamClient: Sendable {
  /// Whether the client has closed the connection (checked without waiting).
  let hasHungUp: @Sendable () -> Bool
}
