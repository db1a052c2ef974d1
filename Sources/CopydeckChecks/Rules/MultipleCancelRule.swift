/// `hig-multiple-cancel`: more than one cancel-role button; UIKit throws `NSInternalInconsistencyException`.
struct MultipleCancelRule: CheckRule {
  static let rule = Rule(
    id: "hig-multiple-cancel", severity: .error, category: .alert, needsManifest: true,
    summary: "An alert with more than one cancel button.",
    why: "UIAlertController crashes the app when an alert has two cancel buttons.",
    bad:
      "\"buttons\": [{ \"id\": \"cancel\", \"role\": \"cancel\" }, { \"id\": \"later\", \"role\": \"cancel\" }, { \"id\": \"leave\", \"role\": \"destructive\" }]",
    good:
      "\"buttons\": [{ \"id\": \"cancel\", \"role\": \"cancel\" }, { \"id\": \"later\" }, { \"id\": \"leave\", \"role\": \"destructive\" }]",
    fix: "Keep one cancel button and give the others the role `default`.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    // The manifest decoder refuses such a manifest; this rule gives its refusal the HIG's reason.
    guard let error = context.manifestError, case .invalid(_, let line, let column, _, .multipleCancel) = error else { return }
    findings.append(
      Finding(
        rule: rule.id, severity: rule.severity, file: error.file, line: line, column: column,
        language: nil, entry: error.entry, key: nil,
        message:
          "\(error.message): UIKit crashes on an alert with two cancel buttons; keep one cancel button and give the others the role default"
      ))
  }
}
