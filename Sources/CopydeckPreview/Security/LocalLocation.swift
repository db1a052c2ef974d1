/// The `Location` of a redirect to a path of this server, built from a request's path, that no browser can read as
/// another origin.
///
/// A `Location` that starts with `//` (or `/\`, which browsers read the same) names another host:
/// `GET //evil.example/x?edit=…` must not answer `Location: //evil.example/x`. So the path is percent-encoded segment
/// by segment (a `\` becomes `%5C`) and every leading empty segment is dropped: the location always starts with a
/// single `/` followed by anything but `/` or `\`, or is `/` itself. A path that does not start with `/` (an
/// absolute-form target such as `http://evil.example/x`) becomes a path of this server too.
enum LocalLocation {
  /// The location of `path` on this server, with `query` (already encoded, without `?`) when it is not empty.
  static func of(path: String, query: String) -> String {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).drop { $0.isEmpty }
    let encoded = "/" + segments.map { PreviewOptions.percentEncode(String($0)) }.joined(separator: "/")
    return encoded + (query.isEmpty ? "" : "?" + query)
  }
}
