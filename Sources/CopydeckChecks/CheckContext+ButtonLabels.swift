import Copydeck
import CopydeckFiles

extension CheckContext {
  /// Every manifest entry's copy in every language (entries without a manifest have no roles to check).
  var manifestCopies: Copies.SubSequence {
    copies.prefix(manifest == nil ? 0 : copies.count)
  }

  /// The findings of `rule` on the button labels of every manifest entry in every language: `problem` looks at one
  /// label, with its button and the entry's copy, and says what is wrong with it (`nil` when nothing is). The label
  /// rules' loop over entries, languages and buttons, written once.
  func buttonLabelFindings(_ rule: Rule, _ problem: (CopyText, ButtonDefinition, LocalizedEntry) -> String?) -> [Finding] {
    var findings: [Finding] = []
    for copy in manifestCopies {
      for (button, label) in copy.buttons {
        guard let label, let message = problem(label, button, copy) else { continue }
        findings.append(finding(rule, on: label, of: copy, message))
      }
    }
    return findings
  }
}
