import CopydeckChecks

/// `copydeck help [COMMAND | rules [--markdown] | RULE-ID]`: the command list, one command's options, the rules
/// reference (docs/rules.md is `copydeck help rules --markdown`), or one rule with its examples.
func help(_ topics: [String]) -> ExitCode {
  guard let topic = topics.first else {
    Output.print(toolHelp)
    return .success
  }
  if let command = commands.first(where: { $0.name == topic }) {
    Output.print(command.help)
  } else if topic == "rules" {
    if topics.dropFirst().first == "--markdown" {
      Output.print(RuleReference.markdown, terminator: "")
    } else {
      Output.print(RuleReference.list)
    }
  } else if let rule = Rule.named(topic) {
    Output.print(RuleReference.text(of: rule))
  } else {
    let near = RuleReference.closest(to: topic, among: commands.map { $0.name } + Rule.all.map(\.id))
    let suggestion = near.isEmpty ? "" : "; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
    Output.error(
      "copydeck: error: no command or rule named '\(topic)'\(suggestion)\nhint: `copydeck help` lists the commands, `copydeck help rules` the rules"
    )
    return .cannotRun
  }
  return .success
}
