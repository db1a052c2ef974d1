import Foundation

/// One catalog entry ready to draw: its facts, its findings, and its copy drawn in the languages a page asks for.
struct PreviewEntry: Equatable {
  /// A format argument and the sample value drawn for each language.
  struct Argument: Equatable {
    var name: String
    /// The printf specifier, e.g. `%@`.
    var format: String
    /// The value used per language token (`ko`, `en`), from the page or the manifest's samples.
    var values: [String: String]
  }

  /// The count control of a plural entry's counting argument: its name and the count chosen (`nil`: the samples).
  struct CountControl: Equatable {
    var argument: String
    var selected: String?
  }

  var id: String
  var kind: DrawnAlert.Kind
  var category: String
  var note: String?
  var codes: [String]
  /// Where the app's code looks up the entry (`App/ErrorView.swift:12:17`), by its id or its keys.
  var usedAt: [String] = []
  var arguments: [Argument]
  /// One count control per argument whose count chooses a plural form, in argument order.
  var counts: [CountControl] = []
  var findings: [FindingBadge]
  /// The drawings, one per language shown, in display order.
  var drawings: [DrawnAlert]

  /// Lower-cased text the search box matches: id, category, codes, and every drawn string.
  var searchText: String {
    var parts = [id, category] + codes
    for drawing in drawings {
      parts += [drawing.title, drawing.message].compactMap { $0 } + drawing.buttons.map(\.label)
    }
    return parts.joined(separator: "\n").lowercased()
  }

}
