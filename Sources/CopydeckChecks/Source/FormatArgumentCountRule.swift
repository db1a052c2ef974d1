import Copydeck

/// `format-argument-count`: a format call passes another number of arguments than its template reads.
/// ``SourceCheck`` runs it, in repository mode.
enum FormatArgumentCountRule {
  static let rule = Rule(
    id: "format-argument-count", severity: .error, category: .format,
    summary: "String(format:) or localizedStringWithFormat passing another number of arguments than its template reads.",
    why: "With fewer arguments the text prints garbage or the app crashes; with more, a value the copy should show is dropped.",
    bad: "String(format: NSLocalizedString(\"files.count\", comment: \"\"), count)   // \"%d files in %@\"",
    good: "String(format: NSLocalizedString(\"files.count\", comment: \"\"), count, folder)",
    fix: "Pass as many arguments as the template reads, or change the template.")
}
