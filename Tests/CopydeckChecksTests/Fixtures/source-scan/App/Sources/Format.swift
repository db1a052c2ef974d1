import Foundation

/// Seeded: a format call with one argument too few, a wrapper's missing key, a property wrapper's key.
func describe(count: Int, folder: String, a: Int, b: Int) -> [String] {
  [
    String(format: NSLocalizedString("files.count", comment: ""), count),
    String(format: "%d of %d", a, b),
    String(format: "%d of %d", a, b, count),
    L10n.tr("Groups", "join.title"),
    L10n.tr("Groups", "join.subtitle"),
    "groups.full".localized,
  ]
}
