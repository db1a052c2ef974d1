import CopydeckTestSupport
import Foundation
import Testing

@testable import CopydeckChecks

/// The plural rules check each device form's own `%#@name@` variable of a `.stringsdict`, as each device reads it.
@Suite struct DeviceVariableCheckTests {
  @Test func aFormMissingFromOneDevicesVariableIsReportedWithThatDevice() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data(DeviceStringsDict.text(iphoneOne: false).utf8).write(to: lproj.appendingPathComponent("Items.stringsdict"))
    let findings = try Checker(localizations: folder).run().findings.filter { $0.rule == "plural-forms" }
    #expect(
      findings.map(\.message) == [
        "'n (iphone)' has no 'one' form, which en needs (its required forms are one, other); add it so every count has its form"
      ])
  }
}
