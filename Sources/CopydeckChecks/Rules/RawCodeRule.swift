/// `hig-raw-code`: a server code such as `CGF-0003` in copy a person reads.
///
/// Without a manifest (`catalog.json`, whose entries say which codes the server sends), only in a text that says
/// something failed (``ServerCode/saysSomethingFailed(_:)``): elsewhere the same shape is nearly always a standard's
/// name the copy means to show (`ERC-721`, `SHA256`), not a code (none of 34 was one on an app never checked before,
/// see docs/real-world-check.md).
struct RawCodeRule: CheckRule {
  static let rule = Rule(
    id: "hig-raw-code", severity: .error, category: .alert,
    summary: "A server code such as CGF-0003 in copy a person reads.",
    why: "A raw server code (CGF-0003) means nothing to the person reading it; the copy should say what happened.",
    bad: "\"common.unknown.message\" = \"오류가 발생했어요. (CGF-0003)\";",
    good: "\"common.unknown.message\" = \"잠시 후 다시 시도해 주세요.\";",
    fix: "Say what happened and what to do instead; map the code to its own entry with `\"codes\"` in catalog.json, and log it for support."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let withoutManifest = context.manifest == nil
    let known = ServerCode.KnownCodes(Set(context.manifest?.entries.flatMap(\.codes) ?? []))
    for texts in context.texts {
      for text in texts {
        let codes = ServerCode.codes(in: text.value, known: known)
        guard let code = codes.first, !withoutManifest || ServerCode.saysSomethingFailed(text.value) else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) text of \"\(text.key)\" shows the code \(code); say what happened and what to do instead (\(context.manifest == nil ? "log the code for support" : "map the code to an entry with \"codes\" in catalog.json, and log it for support"))"
          ))
      }
    }
  }
}
