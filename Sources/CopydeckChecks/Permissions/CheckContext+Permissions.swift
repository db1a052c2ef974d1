import Copydeck
import CopydeckFiles

/// What the permission rules read: the purpose strings the app declares and each language's `InfoPlist` table.
extension CheckContext {
  /// The table that translates the app's `Info.plist` (`InfoPlist.strings` or `InfoPlist.xcstrings`).
  static let infoPlistTable = "InfoPlist"

  /// Whether this context checks the permission prompts: a whole check, or one of the `InfoPlist` table alone (the
  /// preview's checks of one changed table leave them to the check of that table).
  var checksPermissions: Bool {
    scope.map { $0.contains(Self.infoPlistTable.lowercased()) } ?? true
  }

  /// The purpose strings the app declares: its `Info.plist` and `INFOPLIST_KEY_` settings' (see ``AppDeclarations``),
  /// or, when no project nor `Info.plist` was found, the ones the development language's `InfoPlist` table translates.
  var declaredPurposeStrings: [DeclaredKey] {
    if let declarations { return declarations.usageDescriptions }
    var keys: [DeclaredKey] = []
    for index in developmentTables(named: Self.infoPlistTable) {
      for text in texts[index] where DeclaredKey.isUsageDescription(text.key) && !keys.contains(where: { $0.key == text.key }) {
        keys.append(DeclaredKey(key: text.key, value: text.value, location: text.keyLocation))
      }
    }
    return keys
  }

  /// The languages whose prompts show a translation of their own: every language but the development language
  /// (whose text is the `Info.plist`'s own).
  var promptLanguages: [String] {
    languages.filter { !isDevelopment($0) && $0 != baseLanguage }
  }
}
