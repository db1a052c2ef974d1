import Foundation

/// A tiny HTTP client over a real TCP socket, so tests see exactly what goes over the wire (and can send malformed bytes).
///
/// Shared by every test module that talks to a running preview (the preview's, the command line's, adoption's).
public struct RawHTTPClient {
  /// A parsed response.
  public struct Response {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  public let port: UInt16

  /// A client of the server on 127.0.0.1:`port`.
  public init(port: UInt16) {
    self.port = port
  }

  /// Sends `GET path` with `Connection: close` and returns the response.
  public func get(_ path: String, host: String? = nil, method: String = "GET") throws -> Response {
    let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
    return try send("\(method) \(path) HTTP/1.1\r\n\(hostLine.isEmpty ? "Host: 127.0.0.1:\(port)\r\n" : hostLine)Connection: close\r\n\r\n")
  }

  /// Sends `raw` as is, reads until the server closes the connection, and parses the response.
  public func send(_ raw: String) throws -> Response {
    let connection = try Connection(port: port)
    try connection.write(Array(raw.utf8))
    return try Self.parse(connection.readToEnd())
  }

  /// Sends `raw` as is and returns every byte the server sends until it closes the connection.
  public func sendRaw(_ raw: [UInt8]) throws -> [UInt8] {
    let connection = try Connection(port: port)
    try connection.write(raw)
    return try connection.readToEnd()
  }

  /// Parses a complete HTTP/1.1 response, decoding a chunked body.
  public static func parse(_ bytes: [UInt8]) throws -> Response {
    guard let split = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else {
      throw ClientError.malformed(String(decoding: bytes, as: UTF8.self))
    }
    let head = String(decoding: bytes[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = head[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ClientError.malformed(head[0]) }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Array(bytes[split.upperBound...])
    if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
    return Response(status: status, headers: headers, body: body)
  }

  private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while let lineEnd = bytes[index...].firstRange(of: Array("\r\n".utf8)),
      let size = Int(String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0
    {
      let start = lineEnd.upperBound
      result += bytes[start..<min(start + size, bytes.count)]
      index = min(start + size + 2, bytes.count)
    }
    return result
  }

  public enum ClientError: Error {
    case cannotConnect(Int32)
    case malformed(String)
    case closed
    /// Nothing arrived within the connection's read timeout (seconds).
    case timedOut(Int)
  }

  /// One open TCP connection to 127.0.0.1. Reads give up after `timeout` seconds (20 unless told) so a broken server
  /// fails a test instead of hanging it.
  public final class Connection {
    public let descriptor: Int32
    /// How long a read waits for the first byte, in seconds.
    public let timeout: Int

    public init(port: UInt16, timeout: Int = 20) throws {
      self.timeout = timeout
      descriptor = Platform.openStreamSocket()
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var timeout = timeval(tv_sec: timeout, tv_usec: 0)
      setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let status = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
      }
      guard status == 0 else {
        close(descriptor)
        throw ClientError.cannotConnect(errno)
      }
    }

    deinit { close(descriptor) }

    public func write(_ bytes: [UInt8]) throws {
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { Platform.send(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { throw ClientError.closed }
        sent += count
      }
    }

    /// Reads what is available (blocking until something is), or `nil` at the end of the stream.
    public func readSome() throws -> [UInt8]? {
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return nil }
      guard count > 0 else { throw errno == EAGAIN || errno == EWOULDBLOCK ? ClientError.timedOut(timeout) : ClientError.closed }
      return Array(buffer[..<count])
    }

    /// Reads until the bytes received so far contain `marker`, and returns them all.
    public func read(until marker: String, after start: [UInt8] = []) throws -> [UInt8] {
      var bytes = start
      while bytes.firstRange(of: Array(marker.utf8)) == nil {
        guard let more = try readSome() else { throw ClientError.closed }
        bytes += more
      }
      return bytes
    }

    public func readToEnd() throws -> [UInt8] {
      var bytes: [UInt8] = []
      while let more = try readSome() { bytes += more }
      return bytes
    }
  }
}
