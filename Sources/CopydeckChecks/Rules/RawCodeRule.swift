/// `hig-raw-code`: a server code such as `CGF-0003` in copy a person reads.
struct RawCodeRule: CheckRule {
  static let rule = Rule(
    id: "hig-raw-code", severity: .error, category: .alert,
    summary: "A raw server code (CGF-0003) means nothing to the person reading it; the copy should say what happened.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let known = ServerCode.KnownCodes(Set(context.manifest?.entries.flatMap(\.codes) ?? []))
    for texts in context.texts {
      for text in texts {
        let codes = ServerCode.codes(in: text.value, known: known)
        guard let code = codes.first else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) text of \"\(text.key)\" shows the code \(code); say what happened and what to do instead (\(context.manifest == nil ? "log the code for support" : "map the code to an entry with \"codes\" in catalog.json, and log it for support"))"
          ))
      }
    }
  }
}
