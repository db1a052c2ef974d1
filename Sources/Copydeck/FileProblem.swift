import Foundation

/// Why a file could not be read, in words a person can act on: the path, what it is, and what to do.
///
/// Every command and every reader of the core reports unreadable files through this type, so that nobody ever sees
/// a Foundation error code ("NSCocoaErrorDomain error 256") or a misleading "You don't have permission" for a
/// directory or a FIFO. Build one with `FileProblem.reading(_:)` before or after a failed read.
public enum FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing exists at the path.
  case missing(path: String)
  /// The path is a folder, not a file.
  case directory(path: String)
  /// The path is a symbolic link that leads back to itself.
  case symbolicLinkLoop(path: String)
  /// The path is a FIFO, a device or a socket, which has no contents to read as a table.
  case notARegularFile(path: String, kind: String)
  /// The process may not read the file (or a folder on its way).
  case permissionDenied(path: String)
  /// The system refused the read for another reason, given by the system in `reason`.
  case failed(path: String, reason: String)

  /// The path the problem is about.
  public var path: String {
    switch self {
    case .missing(let path), .directory(let path), .symbolicLinkLoop(let path), .notARegularFile(let path, _),
      .permissionDenied(let path), .failed(let path, _):
      path
    }
  }

  /// What is wrong, in one sentence that names what the path is.
  public var message: String {
    switch self {
    case .missing: "there is no file at this path"
    case .directory: "this is a folder, not a file"
    case .symbolicLinkLoop: "this symbolic link leads back to itself, so there is no file behind it"
    case .notARegularFile(_, let kind): "this is \(kind), not a regular file, so it has no contents to read"
    case .permissionDenied: "the file cannot be read: permission denied"
    case .failed(_, let reason): "the file cannot be read: \(reason)"
    }
  }

  /// What to do next.
  public var hint: String {
    switch self {
    case .missing: "check the path; it is relative to the folder the command runs in"
    case .directory: "pass a file inside the folder, or the option that takes a folder"
    case .symbolicLinkLoop: "point the link at the real file (ls -l shows where it leads)"
    case .notARegularFile: "pass the path of a regular file"
    case .permissionDenied: "give this user read permission (chmod u+r, or check the folders above it)"
    case .failed: "check the disk and the file system, then try again"
    }
  }

  /// `path: error: message`, then `  hint: …` on its own line.
  public var description: String {
    "\(path): error: \(message)\n  hint: \(hint)"
  }

  /// Reads the file at `url`, or throws why it cannot be read.
  ///
  /// A FIFO, a device or a socket is refused before it is opened, so a read never blocks on one.
  public static func contents(of url: URL) throws(FileProblem) -> Data {
    if let problem = beforeReading(url) { throw problem }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw reading(url, error: error)
    }
  }

  /// Why `url` cannot be read as a file, checked without opening it (following symbolic links), or `nil` when it
  /// may be read.
  package static func beforeReading(_ url: URL) -> FileProblem? {
    let path = url.path
    let target = url.resolvingSymlinksInPath().path
    guard let type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType else { return nil }
    switch type {
    case .typeDirectory: return .directory(path: path)
    case .typeCharacterSpecial, .typeBlockSpecial: return .notARegularFile(path: path, kind: "a device")
    case .typeSocket: return .notARegularFile(path: path, kind: "a socket")
    case .typeRegular, .typeSymbolicLink: return nil
    default: return .notARegularFile(path: path, kind: "a FIFO (named pipe) or another special file")
    }
  }

  /// The problem behind a failed read of `url`, from the system's error code rather than Foundation's wording.
  public static func reading(_ url: URL, error: any Error) -> FileProblem {
    let path = url.path
    if let problem = beforeReading(url) { return problem }
    guard let code = posixCode(of: error) else {
      return FileManager.default.fileExists(atPath: path) ? .failed(path: path, reason: "the system gave no reason") : .missing(path: path)
    }
    switch code {
    case .ENOENT, .ENOTDIR: return .missing(path: path)
    case .EISDIR: return .directory(path: path)
    case .ELOOP: return .symbolicLinkLoop(path: path)
    case .EACCES, .EPERM: return .permissionDenied(path: path)
    default:
      return .failed(
        path: path, reason: NSError(domain: NSPOSIXErrorDomain, code: Int(code.rawValue)).localizedFailureReason ?? "error \(code.rawValue)"
      )
    }
  }

  /// The system's error code behind a Foundation file error (a `POSIXError` or an `NSError` of the POSIX domain).
  package static func posixCode(of error: any Error) -> POSIXErrorCode? {
    for candidate in [error, (error as NSError).userInfo[NSUnderlyingErrorKey]] {
      if let posix = candidate as? POSIXError { return posix.code }
      if let posix = candidate as? NSError, posix.domain == NSPOSIXErrorDomain { return POSIXErrorCode(rawValue: Int32(posix.code)) }
    }
    return nil
  }
}
