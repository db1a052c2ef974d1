/// `fit-title-lines`: a title estimated to wrap past two lines on an alert, or past one on an action sheet.
struct TitleLinesRule: CheckRule {
  static let rule = Rule(
    id: "fit-title-lines", severity: .warning, category: .fit, needsManifest: true,
    summary: "A title estimated to wrap past two lines on an alert, or past one on an action sheet.",
    why:
      "A title longer than two lines crowds an alert (one line on an action sheet); the HIG asks for titles short enough not to wrap further.",
    bad: "\"group.leave.title\" = \"Are You Sure You Want to Leave This Group and Lose Access to All of Its Shared Photos?\";",
    good: """
      "group.leave.title" = "Leave Group?";
      "group.leave.message" = "You lose access to its shared photos.";
      """,
    fix: "Shorten the title and move the detail to the message; the preview draws the alert at the estimated size.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for fit in context.alertFits {
      let copy = fit.copy, lines = fit.titleLines
      guard let title = copy.title, lines > fit.maximumTitleLines else { continue }
      let limit = fit.maximumTitleLines == 1 ? "the HIG asks for one line" : "at most \(fit.maximumTitleLines) fit"
      findings.append(
        context.finding(
          rule, on: title, of: copy,
          "the title is estimated at \(lines) lines at \(fit.titleSetting) (\(limit)); shorten it and move the detail to the message"))
    }
  }
}
