/// `manifest-invalid`: a catalog.json that does not load; the check goes on without it.
struct ManifestInvalidRule: CheckRule {
  static let rule = Rule(
    id: "manifest-invalid", severity: .error, category: .manifest,
    summary: "A manifest that does not load leaves the app without its catalog and the checks without roles and arguments.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard let error = context.manifestError else { return }
    if case .invalid(_, _, _, _, .multipleCancel) = error { return }  // hig-multiple-cancel reports it
    let message = error.hint.map { "\(error.message); \($0)" } ?? error.message
    findings.append(
      Finding(
        rule: rule.id, severity: rule.severity, file: error.file, line: error.location?.line ?? 1, column: error.location?.column ?? 1,
        language: nil, entry: error.entry, key: nil,
        message: message + " (until it loads, only the rules that need no manifest run)"))
  }
}

/// `unused-suppression`: an `allow` in catalog.json that names no rule, or a rule that no longer fires for its entry.
///
/// It runs last: it removes the findings the manifest allows, then reports the allowances that removed nothing.
struct UnusedSuppressionRule: CheckRule {
  static let rule = Rule(
    id: "unused-suppression", severity: .warning, category: .manifest,
    summary: "An allowance that no longer matches anything would silently hide the next real problem of that kind.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard let manifest = context.manifest else { return }
    var allowed: [String: Set<String>] = [:]
    for definition in manifest.entries where !definition.allow.isEmpty {
      allowed[definition.id] = Set(definition.allow.map(\.rule))
    }
    var used: Set<String> = []
    findings.removeAll { finding in
      guard let entry = finding.entry, allowed[entry]?.contains(finding.rule) == true else { return false }
      used.insert("\(entry)|\(finding.rule)")
      return true
    }
    for definition in manifest.entries {
      for suppression in definition.allow where !used.contains("\(definition.id)|\(suppression.rule)") {
        let problem =
          Rule.named(suppression.rule) == nil
          ? "allows \"\(suppression.rule)\", which is not a rule of copydeck check (see README.md for the rule ids); fix the id or remove the allowance"
          : "allows \"\(suppression.rule)\", which finds nothing in '\(definition.id)' any more; remove the allowance"
        findings.append(context.finding(rule, entry: definition, language: nil, key: nil, "'\(definition.id)' \(problem)"))
      }
    }
  }
}
