import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// A call with arguments that its entry's ``ArgumentTemplate`` covers gives exactly what the full algorithm gives
/// (copy, trail, fallback), and a call the template does not cover (too few, too many or mistyped arguments, an
/// unknown locale) still does: for every entry of every catalog the tests ship, in every language.
@Suite struct ArgumentTemplateTests {
  /// Argument lists for `entry`: fitting ones (text and number variants), one too few, one too many, and mistyped.
  private static func argumentLists(_ entry: EntryDefinition) -> [[CopyArgument]] {
    let texts: [CopyArgument] = entry.arguments.map { $0.format.contains("@") ? .text("사진") : .integer(2) }
    let others: [CopyArgument] = entry.arguments.map { $0.format.contains("@") ? .text("Rust") : .integer(1) }
    let large: [CopyArgument] = entry.arguments.map { $0.format.contains("@") ? .text("아침 달리기") : .integer(1_000_000) }
    let mistyped: [CopyArgument] = entry.arguments.map { $0.format.contains("@") ? .integer(3) : .text("many") }
    return [texts, others, large, mistyped, Array(texts.dropLast()), texts + [.text("extra")]].filter { !$0.isEmpty }
  }

  private static func describe(_ copy: ResolvedCopy) -> String {
    "\(copy.id) \(copy.requested) \(copy.language) \(copy.locale) \(copy.title ?? "-") | \(copy.message ?? "-") | "
      + "\(copy.buttons.map { "\($0.id)=\($0.label)" }) fallback=\(copy.isFallback) kind=\(copy.kind) style=\(copy.style)\n"
      + copy.trail.map(\.description).joined(separator: "\n")
  }

  @Test(arguments: LazyCatalogTests.folders) func templatedCallsGiveWhatTheFullAlgorithmGives(_ folder: URL) throws {
    let catalog = try Catalog.load(from: folder)
    var covered = 0
    for (index, entry) in catalog.entries.enumerated() where !entry.arguments.isEmpty {
      for locale in catalog.languages.map({ "\($0)-KR" }) + catalog.languages + ["fr-FR", ""] {
        let chain = catalog.resolver.languages.chain(for: locale)
        for arguments in Self.argumentLists(entry) {
          let full = catalog.resolver.resolve(entry: index, requested: entry.id, chain: chain, arguments: arguments, locale: locale)
          let resolved = catalog.resolve(id: entry.id, locale: locale, arguments: arguments)
          #expect(Self.describe(resolved) == Self.describe(full), "\(entry.id) \(locale) \(arguments)")
          #expect(resolved == full)
          if let slot = catalog.plainChains.firstIndex(of: chain),
            let template = catalog.templates[slot * catalog.entries.count + index],
            catalog.resolver.resolve(template, requested: entry.id, arguments: arguments, locale: locale) != nil
          {
            covered += 1
          }
          for code in entry.codes {
            let byCode = catalog.resolver.resolve(entry: index, requested: code, chain: chain, arguments: arguments, locale: locale)
            #expect(Self.describe(catalog.resolve(code: code, locale: locale, arguments: arguments)) == Self.describe(byCode))
          }
        }
      }
    }
    // The comparison means something only if the templates answer calls themselves (`shared-keys` has no entry
    // with arguments).
    let withArguments = catalog.entries.filter { !$0.arguments.isEmpty }.count
    #expect(withArguments == 0 || covered >= withArguments)
  }
}
