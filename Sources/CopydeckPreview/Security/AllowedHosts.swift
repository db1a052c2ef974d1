/// Which `Host` headers the preview answers, so a web page on another site cannot reach it by DNS rebinding.
///
/// A browser tricked into sending a request for `evil.example` to 127.0.0.1 still sends `Host: evil.example`, so only
/// the names this server is really reached by are accepted: the served host and the loopback names (`127.0.0.1`,
/// `localhost`, `[::1]`), each with the served port (a bare name only when the port is 80), plus whatever
/// `--allow-host` adds: `NAME` (any port), `NAME:PORT`, or `*` (everything, which turns the protection off).
struct AllowedHosts: Sendable {
  private let port: UInt16
  /// Names accepted with the served port only.
  private let servedNames: Set<String>
  /// `--allow-host NAME`: accepted with any port.
  private let extraNames: Set<String>
  /// `--allow-host NAME:PORT`: accepted with that port only.
  private let namesWithPort: Set<String>
  private let allowsEverything: Bool

  /// The hosts allowed for a server listening on `host`:`port`, plus the `--allow-host` values in `extra`.
  init(servedHost host: String, port: UInt16, extra: [String] = []) {
    self.port = port
    servedNames = ["127.0.0.1", "localhost", "[::1]", Self.normalize(Self.bracketed(host))]
    var extraNames: Set<String> = []
    var namesWithPort: Set<String> = []
    for value in extra.map({ Self.normalize(Self.bracketed($0)) }) {
      if Self.split(value) != nil { namesWithPort.insert(value) } else { extraNames.insert(value) }
    }
    self.extraNames = extraNames
    self.namesWithPort = namesWithPort
    self.allowsEverything = extra.contains("*")
  }

  /// Whether a request with this `Host` header (or none) may be answered.
  func allows(_ hostHeader: String?) -> Bool {
    if allowsEverything { return true }
    guard let hostHeader else { return false }
    let value = Self.normalize(hostHeader)
    if namesWithPort.contains(value) || extraNames.contains(value) { return true }
    guard let (name, requestPort) = Self.split(value) else {
      return port == 80 && servedNames.contains(value)
    }
    return extraNames.contains(name) || (requestPort == port && servedNames.contains(name))
  }

  /// Splits `name:port` (or `[v6]:port`) into its parts; `nil` when there is no port.
  private static func split(_ value: String) -> (String, UInt16)? {
    guard let colon = value.lastIndex(of: ":"), let port = UInt16(value[value.index(after: colon)...]) else { return nil }
    let name = String(value[..<colon])
    if name.contains(":") && !(name.hasPrefix("[") && name.hasSuffix("]")) { return nil }  // a bare IPv6 address
    return (name, port)
  }

  /// Lower-cased, without the trailing dot of a fully qualified name.
  private static func normalize(_ value: String) -> String {
    var value = value.lowercased()
    if value.hasSuffix(".") { value.removeLast() }
    if let (name, port) = split(value), name.hasSuffix(".") { value = "\(name.dropLast()):\(port)" }
    return value
  }

  /// An IPv6 address in brackets, as it appears in a `Host` header.
  private static func bracketed(_ host: String) -> String {
    host.filter { $0 == ":" }.count > 1 && !host.hasPrefix("[") ? "[\(host)]" : host
  }
}
