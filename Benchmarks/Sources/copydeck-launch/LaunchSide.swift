import Copydeck
import Foundation

/// One side of the benchmark, run in a process of its own: `copydeck-launch SIDE BUNDLE ID KEY TABLE`. It prints the
/// nanoseconds it timed and the title it read, tab-separated, for the driver to compare.
enum LaunchSide: String, CaseIterable {
  /// An app's launch with Copydeck: `Catalog.load(bundle:)` and the first resolution.
  case copydeckLaunch = "copydeck-launch"
  /// An app's launch with `Bundle` alone: its first `localizedString(forKey:value:table:)`.
  case bundleLaunch = "bundle-launch"
  /// For reference, what reading every table costs `Bundle`: its first lookup in each table of each language
  /// (`ko` through the `ko.lproj` folder's own bundle), which is the least an eager load reads.
  case bundleEveryTable = "bundle-every-table"
  /// One resolution once every table is read: the fastest round over every entry without arguments, per entry.
  case copydeckResolution = "copydeck-resolution"
  /// One `Bundle` lookup once every table is read, the same way.
  case bundleLookup = "bundle-lookup"

  /// The language both sides read: what `Bundle.localizedString` picks on Linux without preferences (the
  /// development language), so both read the same title.
  static let locale = "en"
  /// Rounds over every entry in the steady sides.
  static let rounds = 20

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  func run(_ arguments: [String]) throws -> String {
    guard arguments.count == 4 else { throw Failure(description: "\(rawValue) needs BUNDLE ID KEY TABLE") }
    let url = URL(fileURLWithPath: arguments[0])
    let (id, key, table) = (arguments[1], arguments[2], arguments[3])
    switch self {
    case .copydeckLaunch:
      let start = DispatchTime.now().uptimeNanoseconds
      guard let bundle = Bundle(url: url) else { throw Failure(description: "no bundle at \(url.path)") }
      let title = try Catalog.load(bundle: bundle).resolve(id: id, locale: Self.locale).title
      return "\(DispatchTime.now().uptimeNanoseconds - start)\t\(title ?? "")"
    case .bundleLaunch:
      let start = DispatchTime.now().uptimeNanoseconds
      guard let bundle = Bundle(url: url) else { throw Failure(description: "no bundle at \(url.path)") }
      let title = bundle.localizedString(forKey: key, value: nil, table: table)
      return "\(DispatchTime.now().uptimeNanoseconds - start)\t\(title)"
    case .bundleEveryTable:
      let start = DispatchTime.now().uptimeNanoseconds
      guard let bundle = Bundle(url: url), let korean = Bundle(url: url.appendingPathComponent("ko.lproj")) else {
        throw Failure(description: "no bundle at \(url.path)")
      }
      let entries = try LaunchCatalog.plainEntries(in: bundle)
      var firstOfTable: [String: String] = [:]
      for entry in entries where firstOfTable[entry.table] == nil { firstOfTable[entry.table] = "\(entry.id).title" }
      var found = 0
      for language in [bundle, korean] {
        for (table, key) in firstOfTable where language.localizedString(forKey: key, value: "", table: table) != "" { found += 1 }
      }
      let title = bundle.localizedString(forKey: key, value: nil, table: table)
      guard found == 2 * firstOfTable.count else { throw Failure(description: "Bundle found \(found) of \(2 * firstOfTable.count) tables") }
      return "\(DispatchTime.now().uptimeNanoseconds - start)\t\(title)"
    case .copydeckResolution:
      guard let bundle = Bundle(url: url) else { throw Failure(description: "no bundle at \(url.path)") }
      let catalog = try Catalog.load(bundle: bundle)
      let ids = try LaunchCatalog.plainEntries(in: bundle).map(\.id)
      let title = catalog.resolve(id: id, locale: Self.locale).title
      return "\(Self.fastestRound(ids) { _ = catalog.resolve(id: $0, locale: Self.locale).title })\t\(title ?? "")"
    case .bundleLookup:
      guard let bundle = Bundle(url: url) else { throw Failure(description: "no bundle at \(url.path)") }
      let keys = try LaunchCatalog.plainEntries(in: bundle).map { ("\($0.id).title", $0.table) }
      let title = bundle.localizedString(forKey: key, value: nil, table: table)
      return "\(Self.fastestRound(keys) { _ = bundle.localizedString(forKey: $0.0, value: nil, table: $0.1) })\t\(title)"
    }
  }

  /// The nanoseconds per item of the fastest of ``rounds`` rounds of `body` over `items`, after one round that
  /// reads every table.
  private static func fastestRound<Item>(_ items: [Item], _ body: (Item) -> Void) -> Int {
    items.forEach(body)
    var best = UInt64.max
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      items.forEach(body)
      best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    return Int(best) / max(items.count, 1)
  }
}
