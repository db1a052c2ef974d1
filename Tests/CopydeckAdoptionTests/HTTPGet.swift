import Foundation

/// One `GET` over a real TCP socket to 127.0.0.1:`port`; returns the status and the body (the server closes).
func httpGet(port: UInt16, path: String) throws -> (status: Int, body: Data) {
  let socket = Platform.openStreamSocket()
  guard socket >= 0 else { throw POSIXError(.EIO) }
  defer { close(socket) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = port.bigEndian
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
  }
  guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
  let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
  _ = request.withCString { send(socket, $0, strlen($0), 0) }
  var response = Data()
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = recv(socket, &buffer, buffer.count, 0)
    if count <= 0 { break }
    response.append(contentsOf: buffer[0..<count])
  }
  guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { throw POSIXError(.EPROTO) }
  let head = String(decoding: response[..<split.lowerBound], as: UTF8.self)
  let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
  var body = Data(response[split.upperBound...])
  if head.lowercased().contains("transfer-encoding: chunked") { body = dechunk(body) }
  return (status, body)
}

private func dechunk(_ data: Data) -> Data {
  var out = Data()
  var rest = data[...]
  while let line = rest.range(of: Data("\r\n".utf8)) {
    let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16) ?? 0
    if size == 0 { break }
    let start = line.upperBound
    out.append(rest[start..<start + size])
    rest = rest[(start + size + 2)...]
  }
  return out
}
