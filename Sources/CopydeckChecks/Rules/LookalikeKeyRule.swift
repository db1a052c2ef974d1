/// `lookalike-key`: two keys of one table that look the same but differ in Unicode normalization (`é` as one
/// scalar and as `e` + U+0301); iOS keeps both, and code asks for only one of them.
struct LookalikeKeyRule: CheckRule {
  static let rule = Rule(
    id: "lookalike-key", severity: .error, category: .syntax,
    summary: "Two keys of one table that look the same but are written with different Unicode characters.",
    why: "Keys that look alike but differ in Unicode normalization are two keys on iOS; one of them is never shown.",
    bad: """
      "café" = "Café";        // é as one character (U+00E9)
      "café" = "Café menu";   // e + a combining accent (U+0301)
      """,
    good: """
      "café" = "Café";
      "café.menu" = "Café menu";
      """,
    fix:
      "Retype one of the keys so both use the same characters (usually the precomposed, NFC form), then keep the entry the code asks for and delete or rename the other."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    context.appendDiagnosticFindings(rule, id: "lookalike-key", into: &findings)
  }
}
