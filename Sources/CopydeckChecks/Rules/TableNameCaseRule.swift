/// `table-name-case`: two table names that differ only in case, such as `infoPlist.strings` beside the development
/// language's `InfoPlist.strings`. The device looks tables up by their exact name, so one of them is never read, and
/// on a case-insensitive disk (macOS's default) one file overwrites the other.
struct TableNameCaseRule: CheckRule {
  static let rule = Rule(
    id: "table-name-case", severity: .error, category: .completeness,
    summary: "A table whose name differs from another table's only in upper and lower case.",
    why: "A table whose name differs from the development table's only in case is never read on the device.",
    bad: """
      en.lproj/InfoPlist.strings
      ko.lproj/infoPlist.strings
      """,
    good: """
      en.lproj/InfoPlist.strings
      ko.lproj/InfoPlist.strings
      """,
    fix:
      "Rename the file to the development table's exact name (on a case-insensitive disk, in two steps: `git mv infoPlist.strings tmp.strings && git mv tmp.strings InfoPlist.strings`); two tables of one language that differ only in case are merged into one."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for (index, loaded) in context.tables.enumerated() {
      let folded = context.tablesByFoldedName[loaded.name.lowercased()] ?? []
      guard folded.count > 1 else { continue }
      // Two tables of one language: reported once, at the later one.
      if let earlier = folded.first(where: {
        $0 < index && context.tables[$0].language == loaded.language && context.tables[$0].name != loaded.name
      }) {
        findings.append(
          context.finding(
            rule, file: loaded.file, language: loaded.language, entry: nil, key: nil,
            "\(context.shortPath(of: loaded)) and \(context.shortPath(of: context.tables[earlier])) differ only in case; on a case-insensitive disk one overwrites the other and the device reads only one; merge them into one table"
          ))
        continue
      }
      guard !context.isDevelopment(loaded.language), let other = context.caseClash(language: loaded.language, table: loaded.name),
        context.developmentTables(named: loaded.name).isEmpty
      else { continue }
      findings.append(
        context.finding(
          rule, file: loaded.file, language: loaded.language, entry: nil, key: nil,
          "the development table is \(other), but this one is named \(loaded.name); the device looks tables up by exact name, so none of the \(loaded.language) copy in it is shown; rename the file to \(other).\(loaded.file.split(separator: ".").last ?? "strings")"
        ))
    }
  }
}
