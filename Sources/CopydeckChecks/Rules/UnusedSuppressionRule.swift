/// `unused-suppression`: an `allow` in catalog.json that names no rule, or a rule that no longer fires for its entry.
///
/// It runs last: it removes the findings the manifest allows, then reports the allowances that removed nothing.
struct UnusedSuppressionRule: CheckRule {
  static let rule = Rule(
    id: "unused-suppression", severity: .warning, category: .manifest, needsManifest: true,
    summary: "An `allow` in catalog.json that names no rule, or a rule that no longer finds anything in its entry.",
    why: "An allowance that no longer matches anything would silently hide the next real problem of that kind.",
    bad: "{ \"id\": \"group.leave\", \"allow\": [{ \"rule\": \"hig-yes-no\", \"reason\": \"Yes reads naturally here.\" }] }",
    good: "{ \"id\": \"group.leave\" }",
    fix: "Remove the allowance (or correct the rule id it names); an allowance that matches nothing would hide the next real problem.")

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
          ? "allows \"\(suppression.rule)\", which is not a rule of copydeck check (see docs/rules.md for the rule ids); fix the id or remove the allowance"
          : "allows \"\(suppression.rule)\", which finds nothing in '\(definition.id)' any more; remove the allowance"
        findings.append(context.finding(rule, entry: definition, language: nil, key: nil, "'\(definition.id)' \(problem)"))
      }
    }
  }
}
