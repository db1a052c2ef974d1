import Foundation

/// translate-toolkit (PyPI; scripts/bootstrap installs it), an XLIFF reader that shares no code with Copydeck.
public enum TranslateToolkit {
  /// Something python3 or translate-toolkit could not do.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Each unit of the XLIFF file at `xliff` as translate-toolkit reads it: `id` (`original` + U+0004 + id),
  /// `source`, `target` (`nil` when there is none) and `note` (the notes, joined).
  public static func units(in xliff: URL) throws -> [[String: Any]] {
    let script = """
      import json, sys
      from translate.storage import xliff
      store = xliff.xlifffile.parsefile(sys.argv[1])
      units = [u for u in store.getunits() if not u.isheader()]
      json.dump([{"id": u.getid(), "source": u.source, "target": u.target, "note": u.getnotes()} for u in units], sys.stdout)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, xliff.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let units = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
      throw Failure(description: "python3 with translate-toolkit (scripts/bootstrap installs it) could not read \(xliff.path)")
    }
    return units
  }
}
