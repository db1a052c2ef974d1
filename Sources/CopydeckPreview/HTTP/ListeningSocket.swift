import Foundation

/// A TCP socket bound and listening on one address, opened before the server starts so a failure has a precise reason.
struct ListeningSocket {
  /// The file descriptor, handed to libmicrohttpd, which closes it when it stops.
  let descriptor: Int32
  /// The port the socket is bound to (the one the system picked when 0 was asked).
  let port: UInt16

  /// Binds and listens on `host` (an IP address or a name) and `port` (0 picks a free port).
  static func open(host: String, port: UInt16) throws(HTTPServerError) -> ListeningSocket {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Platform.streamSocketType
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    // getaddrinfo answers a C linked list, walked through its pointers and freed with freeaddrinfo.
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
      throw .unknownHost(host)
    }
    defer { freeaddrinfo(list) }

    var lastError: Int32 = EADDRNOTAVAIL
    for address in sequence(first: first, next: { $0.pointee.ai_next }) {
      let descriptor = Platform.openStreamSocket(family: address.pointee.ai_family)
      guard descriptor >= 0 else {
        lastError = errno
        continue
      }
      var on: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
      if bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0, listen(descriptor, 128) == 0 {
        return ListeningSocket(descriptor: descriptor, port: boundPort(of: descriptor) ?? port)
      }
      lastError = errno
      close(descriptor)
    }
    if lastError == EADDRINUSE { throw .addressInUse(host: host, port: port) }
    throw .cannotListen(host: host, port: port, reason: String(cString: strerror(lastError)))
  }

  /// The local port of a bound socket.
  private static func boundPort(of descriptor: Int32) -> UInt16? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    // getsockname writes a C address of one of several layouts into the storage, read as the family it names.
    return withUnsafeMutablePointer(to: &storage) { pointer -> UInt16? in
      guard pointer.withMemoryRebound(to: sockaddr.self, capacity: 1, { getsockname(descriptor, $0, &length) }) == 0 else { return nil }
      switch Int32(pointer.pointee.ss_family) {
      case AF_INET: return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
      case AF_INET6: return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
      default: return nil
      }
    }
  }
}
