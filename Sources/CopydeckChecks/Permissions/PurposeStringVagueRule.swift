import Copydeck
import CopydeckFiles

/// `purpose-string-vague`: a purpose string that does not say why the app asks (see ``PurposeWording``).
///
/// Every declared permission's purpose string in every language is read as the device shows it: the language's
/// `InfoPlist.strings` (or catalog) text, and for the development language the declared one when its table lacks it.
struct PurposeStringVagueRule: CheckRule {
  static let rule = Rule(
    id: "purpose-string-vague", severity: .warning, category: .permission,
    summary: "A purpose string that does not say why: empty, a placeholder, the key's name, too short, or only asking for access.",
    why:
      "The purpose string is the app's one chance to say why it asks before the person decides; \"This app needs access to your camera\" says nothing, people tap \"Don't Allow\", and App Review rejects it (guideline 5.1.1).",
    bad: """
      "NSCameraUsageDescription" = "This app needs access to your camera.";
      "NSMicrophoneUsageDescription" = "Microphone";
      """,
    good: """
      "NSCameraUsageDescription" = "Scan a friend’s code to add them.";
      "NSMicrophoneUsageDescription" = "Record voice messages for your friends.";
      """,
    fix: "Say what the app does with the permission, from the person's side (\"Scan a friend’s code to add them\"), in every language."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.checksPermissions else { return }
    let table = CheckContext.infoPlistTable
    for key in context.declaredPurposeStrings {
      if context.developmentText(forKey: key.key, table: table) == nil,
        let problem = PurposeWording.problem(key.value, key: key.key, language: context.baseLanguage)
      {
        findings.append(
          context.finding(
            rule, at: key.location, language: context.developmentLanguage, entry: nil, key: key.key,
            "the purpose string of \(key.key), \(quoted(key.value)), \(problem.description); say what the app does with it"))
      }
      for language in context.languages {
        guard let text = context.text(forKey: key.key, language: language, table: table),
          let problem = PurposeWording.problem(text.value, key: key.key, language: language == "Base" ? context.baseLanguage : language)
        else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: language, entry: nil, key: key.key,
            "the \(language) purpose string of \(key.key), \(quoted(text.value)), \(problem.description); say what the app does with it"))
      }
    }
  }
}
