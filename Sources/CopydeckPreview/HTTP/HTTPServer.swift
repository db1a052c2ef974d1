import CMicroHTTPD
import CopydeckFiles

/// A small HTTP/1.1 server on libmicrohttpd; the only file that calls `MHD_*` functions.
///
/// Threading: one thread per connection (`MHD_USE_THREAD_PER_CONNECTION`). A handler runs synchronously on its
/// connection's thread, so a slow handler never holds up other connections, and a streamed body (server-sent events)
/// may block in its producer until it has something to send instead of busy-looping. The cost is one thread per open
/// connection, bounded by ``Limits/connectionLimit``. Above that limit a new connection is either closed at once
/// without an answer or left in the kernel's queue (libmicrohttpd stops watching the listening socket once it knows
/// it is full) until a connection ends or ``Limits/connectionTimeout`` closes an idle one.
final class HTTPServer: Sendable {
  /// The limits that keep one client from exhausting the server.
  struct Limits: Sendable {
    /// Seconds of inactivity after which a connection is closed.
    var connectionTimeout: UInt32 = 30
    /// Bytes of memory per connection; it also caps the size of the request line and headers (431 above it).
    var connectionMemoryLimit = 64 * 1024
    /// Connections open at once; above it a new connection waits or is closed without an answer.
    var connectionLimit: UInt32 = 256
    /// Bytes of request body; a larger body is answered with 413.
    var maxBodySize = 64 * 1024
  }

  /// The port the server listens on (the one picked by the system when 0 was asked).
  let port: UInt16
  private let daemon: Locked<OpaquePointer?>
  private let context: Unmanaged<ServerContext>

  /// Starts listening on `host`:`port` (port 0 picks a free one) and serves every request with `handler`.
  ///
  /// The handler may be called on many threads at once.
  convenience init(
    host: String, port: UInt16, limits: Limits = Limits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(HTTPServerError) {
    try self.init(socket: ListeningSocket.open(host: host, port: port), limits: limits, handler: handler)
  }

  /// Serves every request arriving on `socket` with `handler`; the server owns the socket from now on.
  init(
    socket: ListeningSocket, limits: Limits = Limits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(HTTPServerError) {
    if case .failure(let error) = MicroHTTPD.loaded {
      close(socket.descriptor)
      throw error
    }
    let context = Unmanaged.passRetained(ServerContext(handler: handler, maxBodySize: limits.maxBodySize))
    let flags =
      MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
      | MHD_USE_AUTO.rawValue | MHD_USE_ITC.rawValue
    guard
      let started = cmhd_start_daemon(
        MicroHTTPD.library, flags, socket.descriptor, accessHandler, requestCompleted, context.toOpaque(),
        limits.connectionTimeout, limits.connectionMemoryLimit, limits.connectionLimit
      )
    else {
      close(socket.descriptor)
      context.release()
      throw .cannotStart
    }
    self.port = socket.port
    self.daemon = Locked(started)
    self.context = context
  }

  /// The number of connections open right now.
  var currentConnections: Int {
    daemon.withLock { daemon in daemon.map { Int(cmhd_current_connections(MicroHTTPD.library, $0)) } ?? 0 }
  }

  /// Closes every connection and stops listening; waits for running handlers to return. Safe to call twice.
  ///
  /// Never call it from a handler: it waits for that handler's own thread. Streamed bodies must end first (their
  /// producers return `nil`), since a producer blocked in a wait would hold up the stop.
  func stop() {
    guard
      let running = daemon.withLock({ daemon in
        defer { daemon = nil }; return daemon
      })
    else { return }
    MicroHTTPD.library.stop_daemon!(running)
    context.release()
  }

  deinit {
    stop()
  }
}

/// What every callback of one daemon shares; retained for the daemon's lifetime.
private final class ServerContext: Sendable {
  let handler: @Sendable (HTTPRequest) -> HTTPResponse
  let maxBodySize: Int

  init(handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse, maxBodySize: Int) {
    self.handler = handler
    self.maxBodySize = maxBodySize
  }
}

/// One request's body as it arrives; only its connection's thread touches it.
private final class RequestState {
  var body: [UInt8] = []
  var tooLarge = false
}

/// One streamed body: the producer, its connection, and the bytes it produced that did not fit in libmicrohttpd's
/// buffer yet.
private final class StreamState {
  let next: @Sendable (StreamClient) -> [UInt8]?
  let finished: @Sendable () -> Void
  let client: StreamClient
  var pending: [UInt8] = []
  var offset = 0

  init(next: @escaping @Sendable (StreamClient) -> [UInt8]?, finished: @escaping @Sendable () -> Void, socket: Int32) {
    self.next = next
    self.finished = finished
    client = StreamClient { cmhd_peer_has_hung_up(socket) != 0 }
  }

  deinit {
    finished()
  }
}

/// Called by libmicrohttpd once when the headers are in, once per piece of body, and once at the end.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, requestContext in
  guard let cls, let connection, let requestContext, let uploadSize else { return .NO }
  let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
  guard let stored = requestContext.pointee else {
    requestContext.pointee = Unmanaged.passRetained(RequestState()).toOpaque()
    return .YES
  }
  let state = Unmanaged<RequestState>.fromOpaque(stored).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    if !state.tooLarge, let uploadData, state.body.count + uploadSize.pointee <= context.maxBodySize {
      // libmicrohttpd hands each piece of the body as a C pointer and a length; it is copied out at once.
      state.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
    } else {
      state.tooLarge = true
      state.body = []
    }
    uploadSize.pointee = 0
    return .YES
  }
  let response: HTTPResponse
  if state.tooLarge {
    response = HTTPResponse(
      status: 413, contentType: "text/plain; charset=utf-8",
      text: """
        The request body is larger than \(context.maxBodySize) bytes; send less at a time (fewer or shorter values in one save).
        요청 본문이 \(context.maxBodySize)바이트보다 커요. 한 번에 더 적게 보내 주세요 (한 번 저장할 때 값을 줄이거나 짧게).

        """)
  } else {
    let request = HTTPRequest(
      method: method.map { String(cString: $0) } ?? "",
      path: url.map { String(cString: $0) } ?? "/",
      query: values(of: connection, kind: .GET_ARGUMENT_KIND, lowercasingNames: false),
      headers: values(of: connection, kind: .HEADER_KIND, lowercasingNames: true),
      body: state.body, client: clientAddress(of: connection))
    response = context.handler(request)
  }
  return queue(response, on: connection)
}

/// Frees a request's state; libmicrohttpd calls it after the response, on an aborted client, a timeout and at stop.
private let requestCompleted: MHD_RequestCompletedCallback = { _, _, requestContext, _ in
  guard let requestContext, let stored = requestContext.pointee else { return }
  Unmanaged<RequestState>.fromOpaque(stored).release()
  requestContext.pointee = nil
}

/// Copies the produced bytes into libmicrohttpd's buffer, asking the producer for more when all were sent.
private let streamReader: MHD_ContentReaderCallback = { cls, _, buffer, capacity in
  guard let cls, let buffer else { return -2 }  // MHD_CONTENT_READER_END_WITH_ERROR
  let stream = Unmanaged<StreamState>.fromOpaque(cls).takeUnretainedValue()
  while stream.offset == stream.pending.count {
    guard let more = stream.next(stream.client) else { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
    stream.pending = more
    stream.offset = 0
  }
  let count = min(capacity, stream.pending.count - stream.offset)
  // libmicrohttpd's buffer is a C pointer and a capacity: the bytes are copied into it, `count` at most.
  UnsafeMutableRawBufferPointer(start: buffer, count: count).copyBytes(from: stream.pending[stream.offset..<stream.offset + count])
  stream.offset += count
  return count
}

/// Releases a stream when its response is destroyed.
private let streamFinished: MHD_ContentReaderFreeCallback = { cls in
  guard let cls else { return }
  Unmanaged<StreamState>.fromOpaque(cls).release()
}

/// Hands `response` to libmicrohttpd for `connection`.
private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
  let created: OpaquePointer?
  switch response.body {
  case .bytes(let bytes):
    var copy = bytes  // the C call takes a mutable pointer; it copies the bytes (RESPMEM_MUST_COPY) and never writes
    created = MicroHTTPD.library.create_response_from_buffer!(copy.count, &copy, .RESPMEM_MUST_COPY)
  case .stream(let next, let finished):
    let stream = Unmanaged.passRetained(
      StreamState(next: next, finished: finished, socket: cmhd_connection_fd(MicroHTTPD.library, connection)))
    created = MicroHTTPD.library.create_response_from_callback!(UInt64.max, 4096, streamReader, stream.toOpaque(), streamFinished)
    if created == nil { stream.release() }
  }
  guard let created else { return .NO }
  defer { MicroHTTPD.library.destroy_response!(created) }
  for header in response.headers {
    _ = MicroHTTPD.library.add_response_header!(created, header.name, header.value)
  }
  return MicroHTTPD.library.queue_response!(connection, UInt32(response.status), created)
}

/// The IP address of the client of `connection`, empty when unknown.
private func clientAddress(of connection: OpaquePointer) -> String {
  var buffer = [CChar](repeating: 0, count: 64)
  cmhd_client_address(MicroHTTPD.library, connection, &buffer, buffer.count)
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Every value of one kind (headers or query arguments) of a connection's request.
private func values(of connection: OpaquePointer, kind: MHD_ValueKind, lowercasingNames: Bool) -> [String: String] {
  var pairs: [(String, String)] = []
  // The C iterator reaches the array through its context pointer (`&pairs` alone would point at the elements).
  _ = withUnsafeMutablePointer(to: &pairs) { MicroHTTPD.library.get_connection_values!(connection, kind, collectValue, $0) }
  var result: [String: String] = [:]
  for (name, value) in pairs {
    result[lowercasingNames ? name.lowercased() : name] = value
  }
  return result
}

/// Appends one name and value to the `[(String, String)]` that `cls` points to.
private let collectValue: MHD_KeyValueIterator = { cls, _, key, value in
  guard let cls, let key else { return .YES }
  let pairs = cls.assumingMemoryBound(to: [(String, String)].self)
  pairs.pointee.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
  return .YES
}
