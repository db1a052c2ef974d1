import Copydeck
import CopydeckFiles

/// `empty-value`: a key whose value shows nothing (empty, white space, or marks and invisible characters only, as
/// ``UsableCopy/isBlank(_:)`` judges it for the resolver too), which shows as a blank title, message or button.
///
/// A blank that is meant is not reported: a String Catalog's `""` key (`Text("")`), a storyboard or xib text left
/// empty because the code sets it, a translation of a development text that is itself blank, a space translating a
/// connector the code joins pieces with (`" at "` between a date and a time is `" "` in Korean), and a translation of
/// a key the development language does not have (`orphan-key` reports that key).
struct EmptyValueRule: CheckRule {
  static let rule = Rule(
    id: "empty-value", severity: .error, category: .completeness,
    summary: "A value that shows nothing: empty, white space, or invisible characters only.",
    why:
      "An empty value shows a blank title, message or button instead of falling back to another language. Blank is what the resolver refuses too (`UsableCopy.isBlank`): white space, marks with no letter (`\" \\u{301}\"`), zero-width and other invisible characters.",
    bad: "\"group.leave.message\" = \"\";",
    good: "\"group.leave.message\" = \"새 초대 코드로 다시 참여할 수 있어요.\";",
    fix: "Write the copy, or delete the entry so that the development language's text is shown instead.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for (tableIndex, (loaded, texts)) in zip(context.tables, context.texts).enumerated() {
      for (position, text) in texts.enumerated() where UsableCopy.isBlank(text.value) {
        if UsableCopy.isBlank(text.key) || loaded.source == .interfaceBuilder { continue }
        if !context.isDevelopmentTable(tableIndex) {
          guard let source = context.developmentCounterpart(ofText: position, inTable: tableIndex) else { continue }
          if UsableCopy.isBlank(source.value) { continue }
          let connector = source.value.first?.isWhitespace == true || source.value.last?.isWhitespace == true
          if connector, !text.value.isEmpty { continue }
        }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) value of \"\(text.key)\" is empty, so the person sees a blank; write the \(text.language) copy, or delete the entry so the development language's text is used"
          ))
      }
    }
  }
}
