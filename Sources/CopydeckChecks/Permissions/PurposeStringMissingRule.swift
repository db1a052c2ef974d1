import Copydeck
import CopydeckFiles

/// `purpose-string-missing`: a permission the app declares whose purpose string a language the app ships lacks.
///
/// The declared permissions are the `NS…UsageDescription` keys of the app's `Info.plist` and its `INFOPLIST_KEY_`
/// build settings (see ``AppDeclarations``); without a project nor an `Info.plist` above the folder, the ones the
/// development language's `InfoPlist.strings` translates. A regional language (`en-GB`) whose base language has the
/// key shows that; a language without any `InfoPlist.strings` lacks every key.
struct PurposeStringMissingRule: CheckRule {
  static let rule = Rule(
    id: "purpose-string-missing", severity: .error, category: .permission,
    summary: "A permission the app declares whose purpose string a language the app ships lacks.",
    why:
      "The system draws the prompt in the person's language — \"“Pebble”에서 카메라에 접근하려고 합니다\" — and, lacking the app's translation, puts the development language's purpose string under it: a half-translated alert at the moment the app asks for trust.",
    bad: """
      // App/Info.plist declares NSPhotoLibraryUsageDescription; ko.lproj/InfoPlist.strings lacks it
      "NSCameraUsageDescription" = "친구의 코드를 스캔해서 친구로 추가해요.";
      """,
    good: """
      "NSCameraUsageDescription" = "친구의 코드를 스캔해서 친구로 추가해요.";
      "NSPhotoLibraryUsageDescription" = "친구에게 보낼 사진을 골라요.";
      """,
    fix:
      "Add the key to the language's InfoPlist.strings (or its localization to InfoPlist.xcstrings); the message quotes the development text to translate."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.checksPermissions else { return }
    let table = CheckContext.infoPlistTable
    let declared = context.declaredPurposeStrings
    guard !declared.isEmpty else { return }
    for language in context.promptLanguages
    where !context.isUnreadable(language: language, table: table) && !context.hasCaseClash(language: language, table: table) {
      let loaded = context.table(language: language, name: table)
      for key in declared where !context.defines(key.key, language: language, table: table) {
        // A regional language shows its base language's purpose string (`en-GB` the Info.plist's own in an English app).
        if let base = MissingTranslationRule.baseLanguage(of: language),
          context.defines(key.key, language: base, table: table)
            || AlertWording.primaryLanguage(base) == AlertWording.primaryLanguage(context.baseLanguage)
        {
          continue
        }
        let source = context.developmentText(forKey: key.key, table: table)?.value ?? key.value
        let catalog = loaded?.file.hasSuffix(".xcstrings") == true ? loaded?.file : nil
        let fix =
          catalog.map { "add its \(language) localization to \(Fingerprint.fileTail($0)) (in Xcode's String Catalog editor)" }
          ?? "add \"\(key.key)\" = \"…\"; to \(context.shortPath(language: language, table: table))"
        let message =
          "no \(language) purpose string for \(key.key) (\(quoted(source))): the \(language) prompt would show it in the development language; \(fix)"
        if let loaded {
          findings.append(context.finding(rule, file: loaded.file, language: language, entry: nil, key: key.key, message))
        } else {
          findings.append(context.finding(rule, at: key.location, language: language, entry: nil, key: key.key, message))
        }
      }
    }
  }
}
