import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckAdoption

/// A `.stringsdict` whose device forms each have their own `%#@n@` exports each form's own plural forms and imports
/// each variable with its own device form's types.
@Suite struct XLIFFDeviceVariableTests {
  /// A scratch copy of the plurals fixture with `en.lproj/Items.stringsdict`.
  static func folder() throws -> URL {
    let folder = try XLIFFTests.scratch(XLIFFTests.plurals)
    try Data(DeviceStringsDict.file.utf8).write(to: folder.appendingPathComponent("en.lproj/Items.stringsdict"))
    return folder
  }

  /// The source of the unit with `id` in `xliff`.
  static func source(of id: String, in xliff: String) throws -> String {
    let unit = try #require(xliff.range(of: "<trans-unit id=\"\(id)\""))
    let rest = xliff[unit.upperBound...]
    let start = try #require(rest.range(of: "<source>"))
    let end = try #require(rest.range(of: "</source>"))
    return String(rest[start.upperBound..<end.lowerBound])
  }

  @Test func eachDeviceFormExportsItsOwnVariablesForms() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let xliff = try XLIFFTests.export(folder, language: "de").xliff
    let prefix = "/items.title:dict/NSStringDeviceSpecificRuleType:dict/"
    #expect(try Self.source(of: prefix + "ipad:dict/n:dict/one:dict/:string", in: xliff) == "%ld tablet item")
    #expect(try Self.source(of: prefix + "iphone:dict/n:dict/one:dict/:string", in: xliff) == "One item")
    #expect(try Self.source(of: prefix + "iphone:dict/n:dict/other:dict/:string", in: xliff) == "%d items")
  }

  @Test func eachDeviceFormImportsItsOwnVariablesTypes() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let xliff = try XLIFFNewFormsTests.translated(try XLIFFTests.export(folder, language: "de").xliff)
    let plan = try XLIFFTests.plan(xliff, into: folder)
    #expect(plan.findings == [])
    try plan.apply()
    let german = try StringsDictParser.parse(contentsOf: folder.appendingPathComponent("de.lproj/Items.stringsdict"))
    let entry = try #require(german.entry(forKey: "items.title"))
    #expect(entry.variation(on: .ipad)?.substitution(named: "n")?.formatSpecifier == "ld")
    #expect(entry.variation(on: .iphone)?.substitution(named: "n")?.formatSpecifier == "d")
    #expect(
      entry.variation(on: .ipad)?.substitution(named: "n")?.value
        == .plural([.one: .string("УК %ld tablet item"), .other: .string("УК %ld tablet items")]))
  }
}
