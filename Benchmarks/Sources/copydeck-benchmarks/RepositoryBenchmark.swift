import CopydeckChecks
import Foundation

/// `copydeck-benchmarks repository`: `copydeck check` of an app repository of 2,000 `.strings` tables without a
/// manifest (the way a team adopts it: `copydeck check` at the root), next to Foundation's `PropertyListSerialization`
/// merely parsing the same tables.
///
/// The repository (a `.git` folder at its root, as any clone has) has 10 modules, each a `Resources` folder with 10 languages × 20 tables of 30 keys (one in twenty
/// with `%@`, one in twenty with `%d`); the search finds the 10 folders and checks each as its own unit, every rule that
/// needs no manifest included. Both sides read the files from disk; they take turns, three runs each, and the best
/// run of each is reported with the ratio check ÷ parse. `COPYDECK_BENCH_RUNS=N` times N runs of each instead.
enum RepositoryBenchmark {
  static let modules = 10
  static let tablesPerLanguage = 20
  static let keysPerTable = 30
  static let runs = ProcessInfo.processInfo.environment["COPYDECK_BENCH_RUNS"].flatMap { Int($0) } ?? 3

  /// Each language's words for "Couldn't save" and "Try again", so no translation reads as the English.
  static let languages: [(code: String, save: String, retry: String)] = [
    ("en", "Couldn't save", "Try again"), ("ko", "저장하지 못했어요", "다시 시도해 주세요"),
    ("ja", "保存できませんでした", "もう一度お試しください"), ("de", "Speichern fehlgeschlagen", "Erneut versuchen"),
    ("fr", "Enregistrement impossible", "Réessayez"), ("es", "No se pudo guardar", "Vuelve a intentarlo"),
    ("it", "Impossibile salvare", "Riprova"), ("pt-BR", "Não foi possível salvar", "Tente novamente"),
    ("zh-Hans", "无法保存", "请重试"), ("ru", "Не удалось сохранить", "Повторите попытку"),
  ]

  static func run() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-repository-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let tables = try generate(in: root)
    let keys = tables.count * keysPerTable
    print(
      "repository: \(modules) folders × \(languages.count) languages × \(tablesPerLanguage) tables = \(tables.count) tables, \(keys) keys (\(root.path))"
    )

    let folders = try RepositoryScan.folders(in: root).count
    var findings = -1
    var parsed = 0
    let (check, parse) = try Stopwatch.bestInterleaved(runs: runs) {
      let report = try RepositoryCheck(root: root).run(project: nil)
      findings = report.findings.count
    } _: {
      parsed = 0
      for table in tables {
        let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: table), options: [], format: nil)
        parsed += (plist as? [String: String])?.count ?? 0
      }
    } settle: {
      Checker.finishReleasing()  // outside the clock: the CLI exits without waiting for it
    }
    guard findings == 0, folders == modules, parsed == keys else {
      throw BenchmarkFailure(
        message:
          "the generated repository should be clean, found whole and fully parsed: \(findings) findings, \(folders) of \(modules) folders, \(parsed) of \(keys) keys"
      )
    }
    print("  copydeck check (repository search, every rule without a manifest): \(String(format: "%.3f s", check))")
    print("  PropertyListSerialization (parse only):                          \(String(format: "%.3f s", parse))")
    print("  ratio check ÷ parse: \(String(format: "%.2f", check / parse)) (target: at most 2)")
  }

  /// Writes the repository; returns every table written.
  static func generate(in root: URL) throws -> [URL] {
    var tables: [URL] = []
    // A repository's root holds `.git`, where the search for the app's development region stops.
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    for module in 0..<modules {
      for language in languages {
        let folder = root.appendingPathComponent("Modules/M\(module)/Resources/\(language.code).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for table in 0..<tablesPerLanguage {
          var text = ""
          for key in 0..<keysPerTable {
            let id = "m\(module).t\(table).k\(key)"
            let value: String
            switch key % 20 {
            case 0: value = "\(language.save): %d"
            case 10: value = "\(language.save): %@"
            case let even where even % 2 == 0: value = "\(language.retry) (\(key))"
            default: value = "\(language.save) (\(key))"
            }
            text += "/* Generated key \(key) of table \(table). */\n\"\(id)\" = \"\(value)\";\n\n"
          }
          let url = folder.appendingPathComponent("T\(table).strings")
          try Data(text.utf8).write(to: url)
          tables.append(url)
        }
      }
    }
    return tables
  }
}
