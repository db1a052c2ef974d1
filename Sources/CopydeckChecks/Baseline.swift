import Copydeck
import CopydeckFiles
import Foundation

/// The findings a team has accepted for now, so that `copydeck check --baseline FILE` fails only on new ones.
///
/// Written by `copydeck check --write-baseline FILE` as JSON:
/// `{"version": 1, "findings": [{"fingerprint", "rule", "file", "key", "message"}]}`. Only the fingerprints are
/// compared (see ``Baseline/fingerprints``); the other fields are there so a reviewer can read the file.
public struct Baseline: Sendable, Hashable {
  /// The accepted findings' fingerprints.
  public var fingerprints: Set<String>

  /// A baseline that accepts exactly the findings of `report`.
  public init(accepting report: CheckReport) {
    fingerprints = Set(Fingerprint.of(report.findings))
  }

  /// Reads a baseline file.
  ///
  /// - Throws: ``BaselineError`` when the file cannot be read or is not a baseline.
  public init(contentsOf url: URL) throws(BaselineError) {
    let data: Data
    do {
      data = try FileProblem.contents(of: url)
    } catch .missing {
      throw BaselineError(path: url.path, problem: "does not exist; write one with --write-baseline \(url.path)")
    } catch {
      throw BaselineError(path: url.path, problem: "cannot be read: \(error.message); \(error.hint)")
    }
    guard let file = try? JSONDecoder().decode(File.self, from: data) else {
      throw BaselineError(path: url.path, problem: "is not a copydeck baseline; write a new one with --write-baseline \(url.path)")
    }
    guard file.version == 1 else {
      throw BaselineError(
        path: url.path, problem: "has version \(file.version), this copydeck reads version 1; write a new one with --write-baseline")
    }
    fingerprints = Set(file.findings.map(\.fingerprint))
  }

  /// The baseline file for `report`: pretty JSON, one accepted finding per record, in file order.
  public static func fileContents(accepting report: CheckReport) -> Data {
    let records = zip(report.findings, Fingerprint.of(report.findings)).map { finding, fingerprint in
      Record(fingerprint: fingerprint, rule: finding.rule, file: finding.file, key: finding.key, message: finding.message)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings cannot fail.
    return ((try? encoder.encode(File(version: 1, findings: records))) ?? Data()) + Data("\n".utf8)
  }

  /// Splits `report` into the findings this baseline does not know (the new ones, which fail) and counts the rest.
  ///
  /// - Returns: the report of new findings only, how many findings the baseline accepted, and how many accepted
  ///   findings no longer occur (fixed since the baseline was written).
  public func compare(_ report: CheckReport) -> (new: CheckReport, known: Int, fixed: Int) {
    let prints = Fingerprint.of(report.findings)
    var fresh: [Finding] = []
    var matched: Set<String> = []
    for (finding, print) in zip(report.findings, prints) {
      if fingerprints.contains(print) { matched.insert(print) } else { fresh.append(finding) }
    }
    return (report.with(findings: fresh), matched.count, fingerprints.count - matched.count)
  }

  private struct File: Codable {
    var version: Int
    var findings: [Record]
  }

  private struct Record: Codable {
    var fingerprint: String
    var rule: String
    var file: String
    var key: String?
    var message: String
  }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
  /// The baseline file's path.
  public var path: String
  /// What is wrong with it and what to do.
  public var problem: String

  /// `path: error: problem`.
  public var description: String { "\(path): error: baseline \(problem)" }
}
