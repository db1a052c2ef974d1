/// Why the HTTP server could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
  /// Another program already listens on this address and port.
  case addressInUse(host: String, port: UInt16)
  /// The host is neither an IP address nor a name this machine can resolve.
  case unknownHost(String)
  /// The operating system refused to listen on the address (for example an address this machine does not have).
  case cannotListen(host: String, port: UInt16, reason: String)
  /// libmicrohttpd refused to start.
  case cannotStart
  /// libmicrohttpd could not be opened (not installed, or not the expected version); the loader's message.
  case cannotLoadLibrary(String)

  /// What went wrong and what to do next, in one or two sentences.
  public var description: String {
    switch self {
    case .addressInUse(let host, let port):
      "port \(port) on \(host) is already in use by another program; stop that program, or pick another port with --port (--port 0 picks a free one)"
    case .unknownHost(let host):
      "cannot resolve the host '\(host)'; give an IP address such as 127.0.0.1 or a name this machine knows"
    case .cannotListen(let host, let port, let reason):
      "cannot listen on \(host):\(port): \(reason); check --host and --port"
    case .cannotLoadLibrary(let reason):
      "cannot load libmicrohttpd, which copydeck serve runs on (\(reason)); install it (apt install libmicrohttpd12, brew install libmicrohttpd, or scripts/bootstrap)"
    case .cannotStart:
      "the HTTP server (libmicrohttpd) refused to start; check that libmicrohttpd 0.9.75 or later is installed (scripts/bootstrap)"
    }
  }
}
