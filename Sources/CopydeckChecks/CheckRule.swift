/// One rule's implementation: it reads the loaded copy and appends its findings.
protocol CheckRule: Sendable {
  /// The rule's id, default severity and purpose.
  static var rule: Rule { get }
  /// Appends a finding for every place the rule is broken.
  static func check(_ context: CheckContext, into findings: inout [Finding])
}

extension Rule {
  /// Every rule `copydeck check` runs, in the order docs/rules.md lists them.
  public static let all: [Rule] = Checker.rules.map { $0.rule }

  /// The rule with `id`, if there is one.
  public static func named(_ id: String) -> Rule? {
    all.first { $0.id == id }
  }
}
