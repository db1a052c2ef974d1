import Foundation

/// The static files of the preview (CSS, JavaScript, icons), served from one folder and never from outside it.
///
/// A request path is refused when it is absolute, has an empty, `.` or `..` component, names a hidden file, or holds
/// a backslash or NUL; the server has already percent-decoded it, so `%2e%2e` arrives here as `..`. What is left is
/// resolved with `realpath`, and served only when the real path is a regular file inside the folder, so a symbolic
/// link that points out of the folder is refused too.
struct PublicFiles: Sendable {
  /// A file ready to send.
  struct File: Sendable {
    /// The file's bytes.
    var bytes: [UInt8]
    /// The `Content-Type` for its extension.
    var contentType: String
  }

  /// The real path of the folder, without a trailing slash.
  private let root: String

  /// The files under `directory`; a folder that does not exist serves nothing.
  init(directory: URL) {
    root = Self.realPath(directory.path) ?? directory.standardizedFileURL.path
  }

  /// The file at `path` inside the folder (`preview.css`, `icons/retry.svg`), or `nil` when it is missing or refused.
  func file(at path: String) -> File? {
    guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return nil }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
    guard let real = Self.realPath(root + "/" + path), real.hasPrefix(root + "/") else { return nil }
    var status = stat()
    guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: real) else {
      return nil
    }
    return File(bytes: Array(data), contentType: Self.contentType(forExtension: (real as NSString).pathExtension))
  }

  /// The media type for a file name extension; `application/octet-stream` when it is not one a page uses.
  static func contentType(forExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "css": "text/css; charset=utf-8"
    case "js", "mjs": "text/javascript; charset=utf-8"
    case "json", "map": "application/json"
    case "html": "text/html; charset=utf-8"
    case "txt": "text/plain; charset=utf-8"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "ico": "image/x-icon"
    case "woff2": "font/woff2"
    case "woff": "font/woff"
    case "ttf": "font/ttf"
    default: "application/octet-stream"
    }
  }

  /// The canonical absolute path with every symbolic link resolved, or `nil` when nothing is there.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
