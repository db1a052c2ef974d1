import Copydeck
import CopydeckFiles

/// `hig-generic-title`: a title that says nothing about what happened ("Error", "오류", "Error 329347").
struct GenericTitleRule: CheckRule {
  static let rule = Rule(
    id: "hig-generic-title", severity: .error, category: .alert, needsManifest: true,
    summary: "A title that says nothing about what happened (Error, 오류, Error 329347).",
    why: "A title like \"Error\" or \"Error 329347\" tells the person nothing about what happened or what to do.",
    bad: "\"group.full.title\" = \"오류\";",
    good: "\"group.full.title\" = \"그룹 인원이 가득 찼어요\";",
    fix: "Describe the situation in the title (\"Group Is Full\", \"그룹 인원이 가득 찼어요\"); log codes for support instead of showing them.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.manifestCopies {
      guard let title = copy.title, AlertWording.isGenericTitle(title.value) else { continue }
      findings.append(
        context.finding(
          rule, on: title, of: copy,
          "the title \(quoted(title.value)) does not say what happened; describe the situation (\"Group Is Full\", \"그룹 인원이 가득 찼어요\")"))
    }
  }
}
