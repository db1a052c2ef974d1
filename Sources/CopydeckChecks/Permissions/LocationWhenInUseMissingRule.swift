import Copydeck
import CopydeckFiles

/// `location-when-in-use-missing`: the app declares `NSLocationAlwaysAndWhenInUseUsageDescription` (or the old
/// `NSLocationAlwaysUsageDescription`) without `NSLocationWhenInUseUsageDescription`.
///
/// Since iOS 11 an app that asks for location "always" must also say why it wants it while in use: the first prompt
/// is the "while using" one, and without its purpose string the system shows no prompt at all.
struct LocationWhenInUseMissingRule: CheckRule {
  static let rule = Rule(
    id: "location-when-in-use-missing", severity: .error, category: .permission,
    summary: "NSLocationAlwaysAndWhenInUseUsageDescription declared without NSLocationWhenInUseUsageDescription.",
    why:
      "iOS asks for \"while using\" location first and needs its purpose string for that prompt: without it the request fails silently, and App Review rejects the build.",
    bad: """
      <key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
      <string>Pebble shares your location with friends on a trip, even when the app is closed.</string>
      """,
    good: """
      <key>NSLocationWhenInUseUsageDescription</key>
      <string>Pebble shows friends on a trip where you are.</string>
      <key>NSLocationAlwaysAndWhenInUseUsageDescription</key>
      <string>Pebble shares your location with friends on a trip, even when the app is closed.</string>
      """,
    fix:
      "Declare NSLocationWhenInUseUsageDescription beside it in the Info.plist (or as `INFOPLIST_KEY_NSLocationWhenInUseUsageDescription`), and translate it in every InfoPlist.strings."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.checksPermissions else { return }
    let declared = context.declaredPurposeStrings
    guard !declared.contains(where: { $0.key == "NSLocationWhenInUseUsageDescription" }) else { return }
    for key in declared where key.key == "NSLocationAlwaysAndWhenInUseUsageDescription" || key.key == "NSLocationAlwaysUsageDescription" {
      findings.append(
        context.finding(
          rule, at: key.location, language: context.developmentLanguage, entry: nil, key: key.key,
          "\(key.key) is declared without NSLocationWhenInUseUsageDescription, so iOS shows no location prompt; declare NSLocationWhenInUseUsageDescription beside it, saying why the app needs the location while in use"
        ))
    }
  }
}
