import Copydeck
import CopydeckSource
import Foundation

/// Where the app's code looks up copy, read once when the preview starts: for each table key and each entry id
/// (`resolve(id:)`), the places (`App/ErrorView.swift:12:17`) of its lookups, as `copydeck check` scans them.
struct CodeLookups: Sendable {
  private var byKey: [String: [String]] = [:]
  private var byEntry: [String: [String]] = [:]

  /// No code read.
  init() {}

  /// The lookups of the Swift and Objective-C files under `root`, places relative to it.
  init(scanning root: URL) {
    let files = SourceTree.files(in: root)
    for file in SourceTree.lookups(in: files, root: root, finder: LookupFinder()) {
      for lookup in file.lookups {
        let place = "\(lookup.file):\(lookup.line):\(lookup.column)"
        switch lookup.target {
        case .key: byKey[Self.index(lookup.tableName, lookup.key), default: []].append(place)
        case .entry: byEntry[lookup.key, default: []].append(place)
        case .code: break
        }
      }
    }
  }

  /// The places that look up `entry`: by its id, then by each of its keys, in file order within each.
  func places(of entry: EntryDefinition) -> [String] {
    var seen: Set<String> = []
    return ((byEntry[entry.id] ?? []) + entry.keys.flatMap { byKey[Self.index(entry.table, $0)] ?? [] }).filter {
      seen.insert($0).inserted
    }
  }

  private static func index(_ table: String, _ key: String) -> String { table + "\u{0}" + key }
}
