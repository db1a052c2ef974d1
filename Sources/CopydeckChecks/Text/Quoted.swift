/// Quotes copy for a message, shortened to 60 characters.
func quoted(_ text: String) -> String {
  let short = text.count > 60 ? text.prefix(59) + "…" : Substring(text)
  return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
}
