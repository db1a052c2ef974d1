import Copydeck
import CopydeckFiles

/// `syntax-error`: a table Apple's parser rejects, or a problem the parser reports that no other rule covers
/// (an invalid encoding, a half surrogate pair, UTF-16 without a byte-order mark).
struct SyntaxErrorRule: CheckRule {
  static let rule = Rule(
    id: "syntax-error", severity: .error, category: .syntax,
    summary: "A table Apple's parser rejects, or a problem it reports that no other rule covers.",
    why: "A table the device cannot read loses every string in it; the app shows raw keys instead.",
    bad: """
      "group.leave.title" = "그룹에서 나갈까요?;
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요.";
      """,
    good: """
      "group.leave.title" = "그룹에서 나갈까요?";
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요.";
      """,
    fix:
      "Fix the file at the line the finding names (an unclosed quote, a missing `;`, a broken encoding); `copydeck parse FILE` lists every problem with its position. Save UTF-16 tables with a byte-order mark, or as UTF-8."
  )

  /// Whether other rules report the engine's diagnostics with `id` under their own ids. Compared, not looked up in a
  /// set: hashing the id of each of 100,000 duplicate keys was a tenth of such a check.
  static func isReportedElsewhere(_ id: String) -> Bool {
    id == "duplicate-key" || id == "lookalike-key" || id == "ignored-after-stop"
  }

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    // The app's project file or Info.plist, read for the permission rules, that does not parse.
    if context.checksPermissions {
      for problem in context.declarations?.problems ?? [] {
        let hint = problem.hint.map { "; \($0)" } ?? ""
        findings.append(context.finding(rule, at: problem.location, language: nil, entry: nil, key: nil, problem.message + hint))
      }
    }
    for loaded in context.tables {
      if let failure = loaded.failure {
        findings.append(context.finding(rule, for: failure, in: loaded))
      }
      guard let diagnostics = loaded.table?.diagnostics else { continue }
      for index in diagnostics.indices where !isReportedElsewhere(diagnostics[index].id) {
        var finding = context.finding(rule, for: diagnostics[index], in: loaded)
        finding.severity = diagnostics[index].severity == .error ? .error : .warning
        findings.append(finding)
      }
    }
  }
}
