/// Quotes copy for a message, shortened to 60 characters.
func quoted(_ text: String) -> String {
  let short = text.utf8.count > 60 && text.count > 60 ? text.prefix(59) + "…" : Substring(text)
  // Foundation's search is asked only about the few texts with a line break.
  guard short.utf8.contains(UInt8(ascii: "\n")) else { return "\"" + short + "\"" }
  return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
}
