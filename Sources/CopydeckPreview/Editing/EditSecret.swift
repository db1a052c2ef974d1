import Foundation

/// The per-run secret every write needs: printed in the address `copydeck serve` shows and kept by the browser as a
/// `SameSite=Strict` cookie, so a page on another site — which never learns it and whose requests never carry the
/// cookie — cannot save.
///
/// Opening `/?edit=SECRET` sets the cookie and redirects to the same page without the secret in the address.
struct EditSecret: Sendable {
  /// 32 random bytes in hexadecimal.
  let value: String
  /// The cookie's name; it carries the port, since browsers share cookies between the ports of one host.
  let cookieName: String

  /// A new random secret for a server on `port`.
  init(port: UInt16) {
    var generator = SystemRandomNumberGenerator()
    value = (0..<4).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
    cookieName = "copydeck-edit-\(port)"
  }

  /// Whether `candidate` is the secret, compared in constant time.
  func matches(_ candidate: String?) -> Bool {
    guard let candidate else { return false }
    let given = Array(candidate.utf8), expected = Array(value.utf8)
    guard given.count == expected.count else { return false }
    return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  /// Whether the request's `Cookie` header carries the secret.
  func isCarried(by request: HTTPRequest) -> Bool {
    guard let header = request.header("Cookie") else { return false }
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookieName {
        return matches(parts[1].trimmingCharacters(in: .whitespaces))
      }
    }
    return false
  }

  /// The `Set-Cookie` value that hands the secret to the browser: this site only, not readable by scripts.
  var setCookie: String {
    "\(cookieName)=\(value); Path=/; HttpOnly; SameSite=Strict"
  }
}
