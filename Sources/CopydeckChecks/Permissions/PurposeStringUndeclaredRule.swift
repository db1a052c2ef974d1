import Copydeck
import CopydeckFiles

/// `purpose-string-undeclared`: a purpose string an `InfoPlist.strings` translates for a permission the app does not
/// declare.
///
/// Runs only when the app's declarations were read (a project or an `Info.plist` above the folder). The device shows
/// no prompt for a key the `Info.plist` lacks, so the translation is dead copy — or, more often, the key was renamed
/// or moved to a build setting of another target, and the prompt the person does see is untranslated.
struct PurposeStringUndeclaredRule: CheckRule {
  static let rule = Rule(
    id: "purpose-string-undeclared", severity: .warning, category: .permission,
    summary: "A translated purpose string for a permission the app does not declare.",
    why:
      "The system never shows a purpose string whose key the app's Info.plist lacks: translators keep paying for it, and the declared key it was meant to be is often left untranslated.",
    bad: """
      // App/Info.plist and the build settings declare no NSBluetoothAlwaysUsageDescription
      "NSBluetoothAlwaysUsageDescription" = "근처의 친구를 찾아요.";
      """,
    good: "// the key deleted, or declared in Info.plist (or as INFOPLIST_KEY_NSBluetoothAlwaysUsageDescription)",
    fix:
      "Delete the key from every InfoPlist.strings, or declare it in the app's Info.plist (or as an `INFOPLIST_KEY_…` build setting) if the app does ask for the permission."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.checksPermissions, let declarations = context.declarations, declarations.problems.isEmpty else { return }
    let sources = (declarations.files.isEmpty ? ["the app's Info.plist"] : declarations.files).joined(separator: " and ")
    for (loaded, texts) in zip(context.tables, context.texts) where loaded.name == CheckContext.infoPlistTable {
      for text in texts where DeclaredKey.isUsageDescription(text.key) && declarations.declaration(of: text.key) == nil {
        findings.append(
          context.finding(
            rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key,
            "\(text.key) is not declared in \(sources), so no prompt shows this text; delete it, or declare the key if the app asks for this permission"
          ))
      }
    }
  }
}
