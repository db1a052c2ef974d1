import Copydeck
import CopydeckFiles
import Foundation

/// Renders a SARIF 2.1.0 log that code-scanning tools (GitHub code scanning, IDE viewers) accept.
///
/// One run; the driver lists every rule with its default level; each result has the location, the rule index,
/// a `copydeck/v1` partial fingerprint (the baseline's) and the language, entry and key as properties. The run's
/// properties hold the coverage (each language's counts) and the summary. At most ``ReportLimits/sarifResults``
/// results (errors first; `all` keeps every one), and the summary counts the rest.
enum SARIFReporter {
  static func render(_ report: CheckReport, all: Bool = false) -> String {
    let rules = Rule.all
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let fingerprints = Fingerprint.of(report.findings)
    let kept =
      all || report.findings.count <= ReportLimits.sarifResults
      ? Array(report.findings.indices)
      : (report.findings.indices.filter { report.findings[$0].severity == .error }
        + report.findings.indices.filter { report.findings[$0].severity != .error }).prefix(ReportLimits.sarifResults).sorted()
    let results = kept.map { (report.findings[$0], fingerprints[$0]) }.map { finding, fingerprint in
      Result(
        ruleId: finding.rule,
        ruleIndex: ruleIndex[finding.rule],
        level: finding.severity.rawValue,
        message: Message(text: finding.message),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: uri(for: finding.file)),
              region: Region(startLine: max(finding.line, 1), startColumn: max(finding.column, 1))))
        ],
        partialFingerprints: ["copydeck/v1": fingerprint],
        properties: ResultProperties(language: finding.language, entry: finding.entry, key: finding.key))
    }
    let driver = Driver(
      name: "copydeck",
      version: CopydeckVersion.current,
      rules: rules.map { rule in
        ReportingDescriptor(
          id: rule.id,
          shortDescription: Message(text: rule.summary),
          defaultConfiguration: Configuration(level: rule.severity.rawValue),
          properties: RuleProperties(category: rule.category.rawValue))
      })
    var summary = report.summary
    if kept.count < report.findings.count {
      summary +=
        "; \(ReportLimits.more(than: kept.map { report.findings[$0] }, of: report.findings)) are not in this log (GitHub code scanning shows the first \(ReportLimits.sarifResults) of a run); run copydeck check --format sarif --all for every one"
    }
    let coverage = report.coverage.languages.map { language in
      LanguageCoverage(
        language: language.language, goal: language.goal.label, translated: language.translated, missing: language.missing,
        outdated: language.outdated, percent: language.percent)
    }
    let log = Log(runs: [
      Run(
        tool: Tool(driver: driver), columnKind: "unicodeCodePoints", results: results,
        properties: RunProperties(coverage: coverage, skipped: report.skippedFolders, summary: summary))
    ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings and integers cannot fail.
    let data = (try? encoder.encode(log)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A relative path stays relative (resolved against the repository by the consumer); an absolute one becomes `file://`.
  static func uri(for path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return path.hasPrefix("/") ? "file://\(encoded)" : encoded
  }

  private struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema", version, runs
    }
  }

  private struct Run: Encodable {
    var tool: Tool
    var columnKind: String
    var results: [Result]
    var properties: RunProperties
  }

  private struct RunProperties: Encodable {
    var coverage: [LanguageCoverage]
    var skipped: [String]
    var summary: String
  }

  private struct LanguageCoverage: Encodable {
    var language: String
    var goal: String
    var translated: Int
    var missing: Int
    var outdated: Int
    var percent: Int
  }

  private struct Tool: Encodable {
    var driver: Driver
  }

  private struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [ReportingDescriptor]
  }

  private struct ReportingDescriptor: Encodable {
    var id: String
    var shortDescription: Message
    var defaultConfiguration: Configuration
    var properties: RuleProperties
  }

  private struct Configuration: Encodable {
    var level: String
  }

  private struct RuleProperties: Encodable {
    var category: String
  }

  private struct Message: Encodable {
    var text: String
  }

  private struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]
    var partialFingerprints: [String: String]
    var properties: ResultProperties
  }

  private struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  private struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  private struct ArtifactLocation: Encodable {
    var uri: String
  }

  private struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  private struct ResultProperties: Encodable {
    var language: String?
    var entry: String?
    var key: String?
  }
}
