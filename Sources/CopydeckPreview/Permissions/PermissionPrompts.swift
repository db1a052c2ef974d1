import Copydeck
import CopydeckFiles
import Foundation

/// The permission prompts of the app a localizations folder belongs to, as the preview draws them: each permission the
/// app declares (see ``AppDeclarations``) with its purpose string in every language, and the app's name as each
/// language's prompt titles it.
package struct PermissionPrompts: Sendable, Equatable {
  /// One declared permission.
  package struct Prompt: Sendable, Equatable {
    /// The `Info.plist` key, `NSCameraUsageDescription`.
    package var key: String
    /// The development-language purpose string, as declared.
    package var declared: String
    /// Each language's purpose string from its `InfoPlist.strings` or `InfoPlist.xcstrings`, when it has one.
    package var translations: [String: String]

    /// The purpose string the device shows in `language`, and whether it is the declared one standing in for a missing
    /// translation.
    package func message(language: String) -> (text: String, isFallback: Bool) {
      translations[language].map { ($0, false) } ?? (declared, true)
    }
  }

  /// The table that holds each language's purpose strings: `InfoPlist.strings` (or `InfoPlist.xcstrings`).
  package static let table = "InfoPlist"

  /// The declared permissions, in the order declared.
  package var prompts: [Prompt]
  /// The app's name in each language (`CFBundleDisplayName` of its `InfoPlist` table), and in the development language.
  package var names: [String: String]
  package var developmentName: String

  /// The prompt of `key`, if the app declares it.
  package func prompt(key: String) -> Prompt? {
    prompts.first { $0.key == key }
  }

  /// The app's name as the `language` prompt titles it.
  package func name(language: String) -> String {
    names[language] ?? developmentName
  }

  /// The prompts of the app `folder` belongs to, with the purpose strings of its `InfoPlist` tables; `nil` when the
  /// app declares no permission (or no project nor `Info.plist` is found).
  package static func read(_ folder: LocalizationsFolder) -> PermissionPrompts? {
    guard let declarations = AppDeclarations.near(folder.url, root: folder.url.path) else { return nil }
    let declared = declarations.usageDescriptions
    guard !declared.isEmpty else { return nil }
    var translations: [String: [String: String]] = [:]
    var names: [String: String] = [:]
    for file in folder.files where file.name == table {
      guard let table = file.table else { continue }
      for key in declared {
        if let entry = table.entry(forKey: key.key) { translations[key.key, default: [:]][file.language] = entry.value }
      }
      if let name = table.entry(forKey: "CFBundleDisplayName") ?? table.entry(forKey: "CFBundleName") {
        names[file.language] = name.value
      }
    }
    let prompts = declared.map {
      Prompt(key: $0.key, declared: declarations.resolve($0.value), translations: translations[$0.key] ?? [:])
    }
    return PermissionPrompts(prompts: prompts, names: names, developmentName: declarations.displayName ?? "App")
  }
}
