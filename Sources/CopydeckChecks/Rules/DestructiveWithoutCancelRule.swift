/// `hig-destructive-without-cancel`: a destructive button with no cancel button to back out with.
struct DestructiveWithoutCancelRule: CheckRule {
  static let rule = Rule(
    id: "hig-destructive-without-cancel", severity: .error, category: .alert,
    summary: "A destructive choice without Cancel leaves no safe way out of the alert.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for definition in context.manifest?.entries ?? []
    where
      definition.buttons.contains(where: { $0.role == .destructive }) && !definition.buttons.contains(where: { $0.role == .cancel })
    {
      findings.append(
        context.finding(
          rule, entry: definition, language: nil, key: nil,
          "'\(definition.id)' has a destructive button but no cancel button; add { \"id\": \"cancel\", \"role\": \"cancel\" } with the labels Cancel / 취소"
        ))
    }
  }
}
