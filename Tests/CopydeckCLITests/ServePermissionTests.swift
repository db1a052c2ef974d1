import Foundation
import Testing

/// A table or folder whose permissions change under a running `copydeck serve`: shown as unreadable (not as missing
/// copy) as soon as it happens, and recovered from as soon as the permission is fixed.
///
/// Root reads every file whatever its mode, so as root the server runs as `nobody` (through `setpriv`) over a copy
/// `nobody` may read; as any other user it runs as that user.
@Suite(.serialized) struct ServePermissionTests {
  private final class Served {
    let folder: URL
    let process = Process()
    let output = Pipe()
    var port: UInt16 = 0

    init() throws {
      let files = FileManager.default
      folder = files.temporaryDirectory.appendingPathComponent("copydeck-permissions-\(UUID().uuidString)")
      try files.copyItem(at: repositoryRoot.appendingPathComponent("Tests/CopydeckPreviewTests/Fixtures/Localizations"), to: folder)
      chmod(folder.path, 0o755)
      let serve = [
        "serve", "--port", "0", "--localizations", folder.path, "--public", repositoryRoot.appendingPathComponent("public").path,
      ]
      if getuid() == 0 {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copydeckExecutable.path] + serve
      } else {
        process.executableURL = copydeckExecutable
        process.arguments = serve
      }
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      var line = ""
      while !line.contains("\n") {
        let more = output.fileHandleForReading.availableData
        if more.isEmpty { break }
        line += String(decoding: more, as: UTF8.self)
      }
      guard let range = line.range(of: #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression),
        let port = UInt16(line[range].split(separator: ":").last!)
      else { throw ServeFailure(output: line) }
      self.port = port
    }

    deinit {
      process.terminate()
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: folder)
    }

    /// The index page's HTML.
    func index() throws -> String {
      try RawHTTPClient(port: port).get("/").text
    }
  }

  struct ServeFailure: Error { var output: String }

  /// Serves the fixture, makes `path` unreadable with `chmod 000`, and restores `mode`: the page must show
  /// `brokenText` (and keep `keptText`) while it is unreadable, and lose `brokenMarker` once the mode alone is fixed.
  private func breakAndRecover(
    _ path: String, restoring mode: mode_t, shows brokenText: [String], keeps keptText: String? = nil, until brokenMarker: String
  ) throws {
    let served = try Served()
    let events = try RawHTTPClient.Connection.events(port: served.port)
    try events.readGeneration(0)
    let target = served.folder.appendingPathComponent(path)

    chmod(target.path, 0o000)
    try events.readGeneration(1)
    let broken = try served.index()
    for text in brokenText { #expect(broken.contains(text), "the page says \(text)") }
    if let keptText { #expect(broken.contains(keptText), "the last good copy stays") }

    chmod(target.path, mode)
    try events.readGeneration(2)
    #expect(!(try served.index().contains(brokenMarker)), "fixing the permission alone is a reload")
  }

  @Test func anUnreadableTableIsReportedAndRecoveredFrom() throws {
    try breakAndRecover(
      "ko.lproj/Groups.strings", restoring: 0o644, shows: ["ko.lproj/Groups.strings:1:1: error:", "permission denied"],
      keeps: "그룹 인원이 가득 찼어요", until: "permission denied")
  }

  @Test func anUnreadableFolderIsReportedAndRecoveredFrom() throws {
    try breakAndRecover("ko.lproj", restoring: 0o755, shows: ["cannot list the tables of ko.lproj"], until: "cannot list")
  }
}
