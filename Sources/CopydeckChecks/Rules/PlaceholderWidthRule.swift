/// `fit-placeholder`: the placeholder of a disabled field (`"presentation": "disabledPlaceholder"`) too wide for
/// its field's one line.
struct PlaceholderWidthRule: CheckRule {
  static let rule = Rule(
    id: "fit-placeholder", severity: .warning, category: .fit, needsManifest: true,
    summary: "A disabled field's placeholder too wide for its one line.",
    why: "A placeholder wider than its field is cut off with an ellipsis, so the reason the field is disabled is lost.",
    bad: "\"todo.full.message\" = \"You cannot add more items because this list already has the maximum number of items\";",
    good: "\"todo.full.message\" = \"This list is full\";",
    fix: "Shorten the placeholder to why the field is disabled (about 311 pt at 17 pt on a 375 pt iPhone).")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.manifestCopies where copy.entry.definition?.presentation == .disabledPlaceholder {
      guard let text = copy.message ?? copy.title else { continue }
      let width = FieldGeometry.placeholderWidth(AlertFit.sampled(text, copy))
      guard width > FieldGeometry.textWidth else { continue }
      findings.append(
        context.finding(
          rule, on: text, of: copy,
          "the placeholder is estimated at \(Int(width.rounded())) pt at 17 pt, wider than the \(Int(FieldGeometry.textWidth)) pt a text field has on a 375 pt iPhone, so iOS cuts it off with …; shorten it to why the field is disabled"
        ))
    }
  }
}
