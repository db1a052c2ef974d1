import Foundation
import Testing

@testable import Copydeck

/// Foundation's file errors become a ``FileProblem`` from the system's error code, not from Foundation's wording.
@Suite struct FileProblemTests {
  private let url = URL(fileURLWithPath: "/nowhere/ko.lproj/Groups.strings")

  private func cocoaError(posix code: POSIXErrorCode) -> NSError {
    NSError(domain: NSCocoaErrorDomain, code: 256, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code.rawValue))])
  }

  @Test func permissionDeniedIsNamedWithWhatToDo() {
    let problem = FileProblem.reading(url, error: cocoaError(posix: .EACCES))
    #expect(problem == .permissionDenied(path: url.path))
    #expect(problem.description == "/nowhere/ko.lproj/Groups.strings: error: the file cannot be read: permission denied\n  hint: give this user read permission (chmod u+r, or check the folders above it)")
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
