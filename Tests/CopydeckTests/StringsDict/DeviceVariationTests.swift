import CopydeckTestSupport
import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// A `.stringsdict` whose device forms each define their own `%#@n@` (as Xcode writes compiled catalogs: every device
/// form names its variable `arg1`) reads in the tools as the runtime reads it, device by device.
@Suite struct DeviceVariationTests {
  /// The entry as the runtime reads it: through Foundation's property-list reader, as `Catalog.load` does.
  static func runtimeEntry() throws -> TableEntry {
    let root = try #require(
      try PropertyListSerialization.propertyList(from: Data(DeviceStringsDict.file.utf8), format: nil) as? [String: Any])
    return try #require(StringsDictReader.entries(of: root, file: "en.lproj/Items.stringsdict").first)
  }

  /// The entry as the tools read it.
  static func toolsEntry() throws -> TableEntry {
    let table = try StringsDictParser.parse(Data(DeviceStringsDict.file.utf8), file: "en.lproj/Items.stringsdict")
    #expect(table.diagnostics.isEmpty)
    return try #require(table.entry(forKey: "items.title"))
  }

  /// The format string `entry` shows on `device` for `count`, as the runtime's expander chooses it.
  static func text(_ entry: TableEntry, on device: DeviceClass, count: Int) throws -> String? {
    guard let variation = entry.variation(on: device) else { return nil }
    let tree = try PluralExpander(entry: variation, countPosition: nil, place: "'items.title'").expand()
    var notes: [String] = []
    return try tree.select([.integer(count)], rules: PluralRules(language: "en"), notes: &notes)
  }

  @Test func everyDeviceAndCountReadsAsTheRuntimeReadsIt() throws {
    let (runtime, tools) = (try Self.runtimeEntry(), try Self.toolsEntry())
    for device in DeviceClass.allCases {
      for count in [0, 1, 2, 5] {
        let expected = try Self.text(runtime, on: device, count: count)
        #expect(try Self.text(tools, on: device, count: count) == expected, "\(device) × \(count)")
      }
    }
    #expect(try Self.text(tools, on: .ipad, count: 1) == "On this iPad: %1$ld tablet item")
    #expect(try Self.text(tools, on: .iphone, count: 0) == "Nothing here")
    #expect(try Self.text(tools, on: .mac, count: 3) == "Items")
  }

  @Test func eachDeviceFormKeepsItsOwnVariable() throws {
    let (runtime, tools) = (try Self.runtimeEntry(), try Self.toolsEntry())
    let order: (Substitution, Substitution) -> Bool = { ($0.device?.rawValue ?? "", $0.name) < ($1.device?.rawValue ?? "", $1.name) }
    #expect(tools.substitutions.sorted(by: order) == runtime.substitutions.sorted(by: order))
    #expect(tools.substitutions.map(\.device) == [.ipad, .iphone])
    #expect(tools.devices == [.iphone, .ipad, .other])
  }
}
