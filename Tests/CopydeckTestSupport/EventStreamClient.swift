import Foundation

extension RawHTTPClient.Connection {
  /// Opens the preview's `/events` stream on `port`, as a page of the preview does (same-site, no `Origin`).
  public static func events(port: UInt16) throws -> RawHTTPClient.Connection {
    let connection = try RawHTTPClient.Connection(port: port)
    try connection.write(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
    return connection
  }

  /// Reads the stream up to the `generation` event and returns everything read so far as text.
  @discardableResult public func readGeneration(_ generation: Int) throws -> String {
    String(decoding: try read(until: "data: \(generation)\n\n"), as: UTF8.self)
  }
}
