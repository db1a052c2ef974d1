import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// Foundation's file errors become a ``FileProblem`` from the system's error code, not from Foundation's wording.
@Suite struct FileProblemTests {
  private let url = URL(fileURLWithPath: "/nowhere/ko.lproj/Groups.strings")

  private func cocoaError(posix code: POSIXErrorCode) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: 256, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code.rawValue))]
    )
  }

  @Test func permissionDeniedIsNamedWithWhatToDo() {
    let problem = FileProblem.reading(url, error: cocoaError(posix: .EACCES))
    #expect(problem == .permissionDenied(path: url.path))
    #expect(
      problem.description
        == "/nowhere/ko.lproj/Groups.strings: error: the file cannot be read: permission denied\n  hint: give this user read permission (chmod u+r, or check the folders above it)"
    )
  }

  @Test func anImmutableFileIsAPermissionProblem() {
    #expect(FileProblem.reading(url, error: cocoaError(posix: .EPERM)) == .permissionDenied(path: url.path))
  }

  @Test func anInputOutputErrorKeepsTheSystemsReason() {
    let problem = FileProblem.reading(url, error: cocoaError(posix: .EIO))
    #expect(problem == .failed(path: url.path, reason: "Input/output error"))
    #expect(!problem.description.contains("NSCocoaErrorDomain"))
  }

  @Test func aSwiftPOSIXErrorIsUnderstoodToo() {
    let error = NSError(domain: NSCocoaErrorDomain, code: 256, userInfo: [NSUnderlyingErrorKey: POSIXError(.ELOOP)])
    #expect(FileProblem.reading(url, error: error) == .symbolicLinkLoop(path: url.path))
  }

  @Test func aRegularFileIsRead() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-problem-\(UUID().uuidString).strings")
    try Data("\"a\" = \"b\";".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try FileProblem.contents(of: file) == Data("\"a\" = \"b\";".utf8))
  }
}

@Suite struct FileWriteErrorTests {
  /// A failed `Data.write(to:)` as Foundation reports it: a Cocoa error around the system's code.
  private func foundationError(_ code: POSIXErrorCode) -> any Error {
    NSError(
      domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code.rawValue))]
    )
  }

  @Test func aFailedWriteIsNamedFromTheSystemsCodeNotFoundationsWording() {
    let url = URL(fileURLWithPath: "/nowhere/Copy.swift")
    #expect(FileWriteError.writing(url, error: foundationError(.EROFS)) == .readOnlyFileSystem(path: url.path))
    #expect(FileWriteError.writing(url, error: foundationError(.EPERM)) == .immutable(path: url.path))
    #expect(FileWriteError.writing(url, error: foundationError(.ENOENT)) == .noFolder(path: url.path))
    #expect(
      FileWriteError.writing(url, error: foundationError(.ENOSPC))
        == .failed(step: "write", path: url.path, reason: "No space left on device"))
    #expect(
      FileWriteError.writing(url, error: CocoaError(.fileWriteUnknown))
        == .failed(step: "write", path: url.path, reason: "the system gave no reason"))
    for code in [POSIXErrorCode.EROFS, .EPERM, .ENOENT, .ENOSPC] {
      #expect(!FileWriteError.writing(url, error: foundationError(code)).description.contains("512"))
    }
  }

  @Test func aRealWriteIntoAMissingFolderSaysSo() {
    let url = FileManager.default.temporaryDirectory.appending(path: "no-such-folder-\(UUID().uuidString)/Copy.swift")
    do {
      try Data("x".utf8).write(to: url, options: .atomic)
      Issue.record("the write should have failed")
    } catch {
      #expect(FileWriteError.writing(url, error: error) == .noFolder(path: url.path))
    }
  }
}
