/// Stable identities for findings, used by baselines and by SARIF's `partialFingerprints`.
///
/// A fingerprint names the rule, the file's place inside the localizations folder (`ko.lproj/Groups.strings`,
/// `catalog.json`), the language, the entry and the key — never a line number or the message, so a finding
/// keeps its fingerprint when lines move or the wording of a message improves. Findings that would share one
/// are told apart by a counter (`#2`, `#3`) in file order.
enum Fingerprint {
  /// The fingerprint of each finding, in the same order as `findings`.
  static func of(_ findings: [Finding]) -> [String] {
    var seen: [String: Int] = [:]
    return findings.map { finding in
      let base = [finding.rule, fileTail(finding.file), finding.language ?? "", finding.entry ?? "", finding.key ?? ""]
        .joined(separator: "|")
      let occurrence = seen[base, default: 0] + 1
      seen[base] = occurrence
      return occurrence == 1 ? base : "\(base)#\(occurrence)"
    }
  }

  /// `ko.lproj/Groups.strings` for a table, the file name for anything else (`catalog.json`).
  static func fileTail(_ path: String) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let last = components.last else { return path }
    if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
      return "\(components[components.count - 2])/\(last)"
    }
    return String(last)
  }
}
