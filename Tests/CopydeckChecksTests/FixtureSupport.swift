import Foundation

@testable import CopydeckChecks

/// The folder of fixture catalogs beside this file.
let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Runs the checker over `Fixtures/<name>`, with the settings of its `.copydeck.json` when it has one.
func check(fixture name: String) throws -> CheckReport {
  let folder = fixturesFolder.appendingPathComponent(name)
  var checker = Checker(localizations: folder)
  if let project = try ProjectFile.load(root: folder) {
    checker.placeholders = project.placeholders
    checker.allowedWords = Set(project.allowUntranslated)
  }
  return try checker.run()
}

/// A folder written for a test: relative path → contents (UTF-8).
func temporaryFolder(_ files: [String: String]) throws -> URL {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-checks-\(UUID().uuidString)")
  for (path, contents) in files {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
  }
  return root
}

/// Copies `Fixtures/<name>` to a new temporary folder the test may change, and returns it.
func scratchCopy(of name: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-checks-\(UUID().uuidString)")
  try FileManager.default.copyItem(at: fixturesFolder.appendingPathComponent(name), to: folder)
  return folder
}

/// What a fixture test compares: the finding without its message, the file relative to the fixture folder.
struct Expected: Hashable, Sendable, CustomStringConvertible {
  var rule: String
  var file: String
  var line: Int
  var language: String?
  var key: String?

  init(_ rule: String, _ file: String, _ line: Int, _ language: String?, _ key: String?) {
    self.rule = rule
    self.file = file
    self.line = line
    self.language = language
    self.key = key
  }

  init(_ finding: Finding, root: URL) {
    self.init(finding.rule, String(finding.file.dropFirst(root.path.count + 1)), finding.line, finding.language, finding.key)
  }

  var description: String { "\(rule) \(file):\(line) \(language ?? "-") \(key ?? "-")" }
}
