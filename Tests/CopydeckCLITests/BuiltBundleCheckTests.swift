import Foundation
import Testing

/// `copydeck check` on what Xcode's build makes of a localizations folder (`scripts/xcode-bundle`: binary or UTF-16
/// tables, String Catalogs compiled into `.strings` + `.stringsdict`, the app's flat layout beside `Info.plist`,
/// `Assets.car`, `Base.lproj/*.storyboardc`, `_CodeSignature` and the executable) reads the tables as the device does.
@Suite struct BuiltBundleCheckTests {
  /// A copy of the shipped `Localizations/` with findings to compare: a Korean key left out of `Groups.strings`, and
  /// a Korean value that reads its argument as `%d` where English reads `%@`.
  static func sourceWithFindings() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("built-check-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: XcodeBundle.repository.appendingPathComponent("Localizations"), to: folder)
    let groups = folder.appendingPathComponent("ko.lproj/Groups.strings")
    var lines = try String(contentsOf: groups, encoding: .utf8).components(separatedBy: "\n")
    lines.remove(at: try #require(lines.firstIndex { $0.hasPrefix("\"") }))
    try Data(lines.joined(separator: "\n").utf8).write(to: groups)
    let account = folder.appendingPathComponent("ko.lproj/Account.strings")
    let text = try String(contentsOf: account, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"정지 사유: %@.", with: "\"정지 사유: %d.").utf8).write(to: account)
    return folder
  }

  /// The findings of `copydeck check --format json` on `folder` as `rule language key` lines, and its exit status.
  static func check(_ folder: URL) throws -> (status: Int32, findings: [String], json: String) {
    let result = runCopydeck(["check", "--format", "json", "--localizations", folder.path])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]]).map { finding in
      ["rule", "language", "key"].map { finding[$0] as? String ?? "-" }.joined(separator: " ")
    }
    return (result.status, findings, result.stdout)
  }

  @Test(arguments: ["binary", "UTF-16"])
  func aBuiltBundleChecksAsItsSourceFolder(_ encoding: String) throws {
    let source = try Self.sourceWithFindings()
    defer { try? FileManager.default.removeItem(at: source) }
    let bundle = try XcodeBundle.build(source, options: ["--encoding", encoding, "--layout", "flat"])
    defer { try? FileManager.default.removeItem(at: bundle) }
    let (expected, built) = (try Self.check(source), try Self.check(bundle))
    #expect(expected.findings.contains { $0.hasPrefix("missing-translation ko ") })
    #expect(expected.findings.contains { $0.hasPrefix("format-mismatch ko account.suspended.message") })
    #expect(!built.json.contains("UTF-8"), "a binary table is not text: \(built.json.prefix(600))")
    #expect(built.findings.sorted() == expected.findings.sorted())
    #expect(built.status == expected.status)
  }

  /// A finding in a binary table is at `path:1:1` and says the file is binary, as it has no lines.
  @Test func aFindingInABinaryTableSaysItHasNoLines() throws {
    let source = try Self.sourceWithFindings()
    defer { try? FileManager.default.removeItem(at: source) }
    let bundle = try XcodeBundle.build(source, options: ["--encoding", "binary", "--layout", "flat"])
    defer { try? FileManager.default.removeItem(at: bundle) }
    let result = runCopydeck(["check", "--localizations", bundle.path])
    let line = try #require(
      result.stdout.components(separatedBy: "\n").first { $0.contains("format-mismatch") || $0.contains("Account.strings:") })
    #expect(line.contains("ko.lproj/Account.strings:1:1:"))
    #expect(line.contains("binary property list"))
  }
}
