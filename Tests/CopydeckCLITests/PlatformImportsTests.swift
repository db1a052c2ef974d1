import Foundation
import Testing

/// `scripts/check-platform-imports`: Glibc and Darwin only in a module's Platform.swift.
@Suite struct PlatformImportsTests {
  private func check(_ root: URL) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", repositoryRoot.appendingPathComponent("scripts/check-platform-imports").path, root.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test func theRepositoryKeepsThemInItsPlatformFiles() throws {
    let result = try check(repositoryRoot)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func anImportElsewhereFailsWithItsPosition() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-imports-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let module = root.appendingPathComponent("Sources/Tool")
    try FileManager.default.createDirectory(at: module.appendingPathComponent("HTTP"), withIntermediateDirectories: true)
    try Data("#if canImport(Darwin)\n  import Darwin\n#elseif canImport(Glibc)\n  import Glibc\n#endif\n".utf8)
      .write(to: module.appendingPathComponent("Platform.swift"))
    try Data("import Foundation\n".utf8).write(to: module.appendingPathComponent("Clean.swift"))
    #expect(try check(root).status == 0, "imports in Platform.swift are allowed")

    try Data("import Foundation\n  import Glibc\n".utf8).write(to: module.appendingPathComponent("HTTP/Socket.swift"))
    try Data("let send = \("Darwin").send\n".utf8).write(to: module.appendingPathComponent("Send.swift"))
    let result = try check(root)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Sources/Tool/HTTP/Socket.swift:2:3: error: Glibc or Darwin used outside the module's Platform.swift"))
    #expect(result.stderr.contains("Sources/Tool/Send.swift:1:1: error:"))
    #expect(result.stderr.contains("move the call into Sources/Tool/Platform.swift"))
  }
}
