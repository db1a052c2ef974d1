import Copydeck
import CopydeckAdoption
import CopydeckFiles
import Foundation

/// `copydeck init [DIR]`: drafts `DIR/catalog.json` from an app's own tables, explaining every guess.
enum InitCommand: Command {
  static let name = "init"
  static let summary = "Draft catalog.json from an app's own tables (.strings, .stringsdict, .xcstrings), explaining every guess"
  static let help = """
    USAGE: copydeck init [DIR] [--sources SRC] [--development-language LANG] [--force] [--dry-run]

    Reads DIR's tables (default: the current folder) — <language>.lproj/*.strings and *.stringsdict, and *.xcstrings
    String Catalogs; a value that varies by count or device reads as its "other" form — and writes a draft DIR/catalog.json
    with one entry per alert-shaped group of keys: a title, a message and buttons whose keys share a stem
    (dotted photo.delete.title, snake_case delete_alert_title, camelCase deleteAlertTitle, alert./error. prefixes), or,
    for keys that are their own English text, a title, a sentence and short labels in a row. It guesses each
    entry's kind and category and each button's role from the English and Korean text (Cancel/취소 → cancel;
    Delete, Remove, Discard, Sign Out/삭제, 제거, 버리기, 로그아웃 → destructive), and its arguments and sample
    values from the format specifiers, and prints what it guessed and why, entry by entry, with what to review.
    A Cancel or OK label the table keeps once for every alert (common.cancel = "Cancel", "취소") is linked by its
    text: a confirmation without its own cancel button, and an alert without any button, use that one shared key.

    It also reads the app's Swift code (SRC, default: the git repository DIR is in, else DIR): SwiftUI .alert and
    .confirmationDialog with their Buttons (role: .cancel, .destructive) and message Text, and
    UIAlertController(title:message:preferredStyle:) with its UIAlertAction(title:style:) calls. An alert whose
    title key DIR's tables have is drafted from the code — its keys, buttons in order and their roles, and its
    place in the code in the note — whatever the key style, English-text keys included.

    The draft names the app's keys with "keys", so the tables stay exactly as they are, and owns no table, so the
    app's other strings are not orphans. It loads and validates; `copydeck serve --localizations DIR` shows it.

    OPTIONS:
      --sources SRC                the folder of the app's code (default: the git repository DIR is in, else DIR)
      --development-language LANG  the language the copy is written in first (default: en, else the first found)
      --force                      replace an existing catalog.json (without it, an existing one is never touched)
      --dry-run                    print the draft and the guesses; write nothing

    EXIT STATUS:
      0  the draft was written (or printed, with --dry-run)
      1  nothing alert-shaped was found, or catalog.json exists and --force was not given
      2  usage error, or DIR has no .lproj folder or String Catalog, or cannot be read or written
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let developmentLanguage = try arguments.option("development-language")
    let sources = try arguments.option("sources")
    let force = arguments.flag("force")
    let dryRun = arguments.flag("dry-run")
    let path = arguments.nextPositional() ?? "."
    try arguments.finish()
    let url = URL(fileURLWithPath: path)
    let manifestURL = url.appendingPathComponent("catalog.json")
    let display = path == "." ? "catalog.json" : (path as NSString).appendingPathComponent("catalog.json")
    if !dryRun, !force, FileManager.default.fileExists(atPath: manifestURL.path) {
      Output.error("\(display): error: catalog.json already exists; review it by hand, or pass --force to replace it with a new draft")
      return .failure
    }
    let folder: LocalizationsFolder
    do {
      folder = try LocalizationsFolder.scan(url)
    } catch {
      Output.error("\(path): error: cannot read the folder; pass the folder that holds the app's <language>.lproj folders")
      return .cannotRun
    }
    guard folder.languages.contains(where: { $0 != "Base" }) || !folder.catalogFiles.isEmpty else {
      let found = localizationFolders(under: url)
      let hint =
        found.isEmpty
        ? "pass the folder that holds the app's <language>.lproj folders"
        : "they are in " + found.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + "; run copydeck init on one of them"
      Output.error("\(path): error: no <language>.lproj folder or .xcstrings catalog here; \(hint)")
      return .cannotRun
    }
    let draft: ManifestDraft
    do {
      let code = ManifestDraft.alerts(under: sources.map { URL(fileURLWithPath: $0) } ?? SourceRoot.repository(of: url))
      draft = try ManifestDraft.draft(folder, developmentLanguage: developmentLanguage, code: code)
    } catch {
      Output.error("\(path): error: \(error.description)")
      return .failure
    }
    Output.print(report(draft, file: display))
    if dryRun {
      Output.print(draft.json, terminator: "")
      return .success
    }
    do {
      try Data(draft.json.utf8).write(to: manifestURL, options: force ? .atomic : .withoutOverwriting)
    } catch {
      Output.error("copydeck init: cannot write the draft: \(FileWriteError.writing(URL(fileURLWithPath: display), error: error))")
      return .cannotRun
    }
    Output.error(
      "\(display): wrote a draft with \(entryCount(draft)); review it, then run copydeck check --localizations \(path) and copydeck serve --localizations \(path)"
    )
    return .success
  }

  /// "1 entry", "2 entries".
  private static func entryCount(_ draft: ManifestDraft) -> String {
    draft.entries.count == 1 ? "1 entry" : "\(draft.entries.count) entries"
  }

  /// What was guessed and why, entry by entry, then what was left out.
  static func report(_ draft: ManifestDraft, file: String) -> String {
    var lines = [
      "Drafted \(entryCount(draft)) for \(file) (development language \(draft.manifest.developmentLanguage); languages \(draft.manifest.languages.joined(separator: ", "))):",
      "",
    ]
    for entry in draft.entries {
      let definition = entry.definition
      lines.append("\(definition.id)  \(definition.kind.rawValue), \(definition.category.rawValue), table \(definition.table)")
      lines += entry.reasons.map { "  - \($0)" }
      lines += entry.review.map { "  review: \($0)" }
      lines.append("")
    }
    lines.append("commonFailure: \(draft.manifest.commonFailure) — \(draft.commonFailureReason)")
    lines.append(
      "\(draft.otherKeyCount) other keys of \(draft.manifest.developmentLanguage) are the app's own strings; they stay as they are and are not orphans (the draft owns no table)."
    )
    if !draft.skipped.isEmpty {
      lines.append("Not drafted:")
      lines += draft.skipped.map { "  - \($0)" }
    }
    return lines.joined(separator: "\n")
  }

  /// Folders under `root` (a few levels deep) that hold `.lproj` folders, relative to `root`.
  private static func localizationFolders(under root: URL) -> [String] {
    let skipped: Set<String> = [".build", "Pods", "Carthage", "node_modules", "DerivedData", ".git"]
    var found: [String] = []
    var queue: [(URL, Int)] = [(root, 0)]
    while !queue.isEmpty, found.count < 10 {
      let (folder, depth) = queue.removeFirst()
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
      if names.contains(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }), depth > 0 {
        found.append(String(folder.path.dropFirst(root.path.count + 1)))
        continue
      }
      guard depth < 6 else { continue }
      for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
        var isDirectory: ObjCBool = false
        let child = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue {
          queue.append((child, depth + 1))
        }
      }
    }
    return found
  }
}
