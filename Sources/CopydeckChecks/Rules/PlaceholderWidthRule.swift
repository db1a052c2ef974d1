/// `fit-placeholder`: the placeholder of a disabled field (`"presentation": "disabledPlaceholder"`) too wide for
/// its field's one line.
struct PlaceholderWidthRule: CheckRule {
  static let rule = Rule(
    id: "fit-placeholder", severity: .warning, category: .fit,
    summary: "A placeholder wider than its field is cut off with an ellipsis, so the reason the field is disabled is lost.")

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
