import CopydeckChecks
import Foundation

/// The keys a change touched, for `copydeck check --changed-since REF`: every key that any language's table adds or
/// changes between `REF` and the working tree (`git diff REF`), read the way Foundation reads the tables (`.strings`
/// and `.stringsdict` as property lists, String Catalogs as JSON), and the table files that changed.
struct ChangedKeys {
  /// The keys added or changed, whatever their table or language.
  var keys: Set<String>
  /// The changed tables' paths, as the report names files (`<folder>/…`).
  var files: Set<String>

  /// Why the change cannot be read (`copydeck check` exits 2).
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads what changed since `reference` in the git repository that holds `folder`, naming files as `folder` does.
  static func since(_ reference: String, folder: String) throws(Failure) -> ChangedKeys {
    let top = String(decoding: try git(["-C", folder, "rev-parse", "--show-toplevel"], folder: folder), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let names = String(
      decoding: try git(
        ["-C", top, "diff", "--name-only", "--no-renames", reference, "--", "*.strings", "*.stringsdict", "*.xcstrings"], folder: folder),
      as: UTF8.self
    ).split(separator: "\n").map(String.init)
    var changed = ChangedKeys(keys: [], files: [])
    let base = URL(fileURLWithPath: folder).standardizedFileURL.path
    for name in names {
      let path = top + "/" + name
      let old = try? git(["-C", top, "show", "\(reference):\(name)"], folder: folder)
      let new = FileManager.default.contents(atPath: path)
      let before = table(old, json: name.hasSuffix(".xcstrings"))
      for (key, value) in table(new, json: name.hasSuffix(".xcstrings")) where before[key].map({ !$0.isEqual(value) }) ?? true {
        changed.keys.insert(key)
      }
      changed.files.insert(path.hasPrefix(base + "/") ? folder + String(path.dropFirst(base.count)) : path)
    }
    return changed
  }

  /// The report's findings on what changed: each finding on a touched key, and each finding on no key in a changed
  /// file.
  func filter(_ report: CheckReport) -> CheckReport {
    report.with(
      findings: report.findings.filter { finding in
        finding.key.map(keys.contains) ?? files.contains { finding.file.hasSuffix($0) || $0.hasSuffix(finding.file) }
      })
  }

  /// A table's values by key: a property list's top dictionary, or a String Catalog's `strings`.
  private static func table(_ data: Data?, json: Bool) -> [String: NSObject] {
    guard let data else { return [:] }
    if json {
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      return (object?["strings"] as? [String: Any])?.compactMapValues { $0 as? NSObject } ?? [:]
    }
    let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return (object as? [String: Any])?.compactMapValues { $0 as? NSObject } ?? [:]
  }

  /// The bytes `git arguments` prints.
  private static func git(_ arguments: [String], folder: String) throws(Failure) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do {
      try process.run()
    } catch {
      throw Failure(description: "\(folder): error: cannot run git for --changed-since; install git, or drop --changed-since")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let first = message.split(separator: "\n").first.map(String.init) ?? "git failed"
      throw Failure(
        description:
          "\(folder): error: --changed-since cannot read the change: \(first); pass a commit or branch git knows (fetch it first: git fetch origin main, with actions/checkout's fetch-depth: 0)"
      )
    }
    return data
  }
}
