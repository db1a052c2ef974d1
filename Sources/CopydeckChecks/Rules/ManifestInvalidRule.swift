/// `manifest-invalid`: a catalog.json that does not load; the check goes on without it.
struct ManifestInvalidRule: CheckRule {
  static let rule = Rule(
    id: "manifest-invalid", severity: .error, category: .manifest, needsManifest: true,
    summary: "A catalog.json that does not load.",
    why: "A manifest that does not load leaves the app without its catalog and the checks without roles and arguments.",
    bad: "{ \"id\": \"group.leave\", \"kind\": \"confirm\", \"colour\": \"red\" }",
    good: "{ \"id\": \"group.leave\", \"kind\": \"confirm\" }",
    fix:
      "Fix the field the message names (the finding points at its line); until the manifest loads, only the rules that need no manifest run."
  )

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
