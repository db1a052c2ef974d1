import CopydeckChecks
import Foundation
import Testing

/// `copydeck help`: the commands, the rules reference and one rule, as linters print them.
@Suite struct HelpCommandTests {
  @Test func helpListsTheCommandsAndHowToReadTheRules() {
    let result = runCopydeck(["help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("  check "))
    #expect(result.stdout.contains("copydeck help RULE-ID"))
  }

  @Test func helpRulesListsEveryRuleUnderItsFamily() {
    let result = runCopydeck(["help", "rules"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("The \(Rule.all.count) rules of copydeck check."))
    #expect(result.stdout.contains("\nKOREAN\n"))
    for rule in Rule.all {
      #expect(result.stdout.contains("  \(rule.id) "), "copydeck help rules does not list \(rule.id)")
    }
  }

  /// docs/rules.md is exactly this output (see `make rules-doc`).
  @Test func helpRulesMarkdownIsTheReference() {
    let result = runCopydeck(["help", "rules", "--markdown"])
    #expect(result.status == 0)
    #expect(result.stdout == RuleReference.markdown)
  }

  @Test(arguments: Rule.all.map(\.id))
  func helpPrintsEveryRule(_ id: String) throws {
    let rule = try #require(Rule.named(id))
    let result = runCopydeck(["help", id])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("\(id) — \(rule.severity.rawValue), \(rule.category.rawValue), "))
    for part in [rule.summary, "Why: " + rule.why, "Fix: " + rule.fix, "\"rule\": \"\(id)\""] {
      #expect(result.stdout.contains(part))
    }
    #expect(result.stdout.contains("    " + rule.bad.split(separator: "\n")[0]))
    #expect(result.stderr.isEmpty)
  }

  @Test func helpOneRuleShowsItsExamplesIndented() {
    let result = runCopydeck(["help", "ko-particle"])
    #expect(
      result.stdout.contains(
        "Reported:\n    \"confirm.delete.title\" = \"%@를 삭제할까요?\";\n\nFine:\n    \"confirm.delete.title\" = \"%@을(를) 삭제할까요?\";\n"))
  }

  @Test func anUnknownRuleSaysSoAndSuggestsTheClosest() {
    let result = runCopydeck(["help", "hig-yes-nope"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "copydeck: error: no command or rule named 'hig-yes-nope'; did you mean 'hig-yes-no'?\nhint: `copydeck help` lists the commands, `copydeck help rules` the rules\n"
    )
  }

  @Test func aMistypedCommandIsSuggestedToo() {
    #expect(runCopydeck(["help", "chek"]).stderr.contains("did you mean 'check'?"))
  }

  @Test func nothingNearIsNoGuess() {
    let result = runCopydeck(["help", "frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("copydeck: error: no command or rule named 'frobnicate'\nhint: "))
  }
}
