import Copydeck
import Foundation
import Testing

@testable import CopydeckFiles

/// What is read from a project: its development region, each target's settings per configuration (the project's
/// beneath the target's), and the `Info.plist` keys of the app a localizations folder belongs to.
@Suite struct XcodeProjectTests {
  /// The fixture app of the permission checks (Tests/CopydeckChecksTests/Fixtures/permissions-app).
  private let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("CopydeckChecksTests/Fixtures/permissions-app")

  @Test func readsTargetsAndTheirSettings() throws {
    let project = try XcodeProject(
      contentsOf: app.appendingPathComponent("App.xcodeproj/project.pbxproj"), file: "App.xcodeproj/project.pbxproj")
    #expect(project.developmentLanguage == "en")
    #expect(project.targets.map(\.name) == ["App", "Widget"])
    #expect(project.targets.map(\.isApplication) == [true, false])
    let release = try #require(project.targets[0].configurations.first { $0.name == "Release" })
    #expect(release.settings["INFOPLIST_KEY_NSCameraUsageDescription"]?.value == "Scan a friend\u{2019}s code to add them.")
    #expect(release.settings["INFOPLIST_KEY_NSCameraUsageDescription"]?.location.description == "App.xcodeproj/project.pbxproj:78:5")
    // The project's own setting, beneath the target's.
    #expect(release.settings["VALIDATE_PRODUCT"]?.value == "YES")
  }

  /// A file that reads but holds no project says so, at its first line.
  @Test func aPropertyListThatIsNoProjectIsSaid() {
    #expect(throws: StringsDiagnostic.self) {
      try XcodeProject(bytes: Array("{ a = b; }".utf8), file: "X.xcodeproj/project.pbxproj", sourceRoot: URL(fileURLWithPath: "/"))
    }
    do {
      _ = try XcodeProject(bytes: Array("{ a = b; }".utf8), file: "X.xcodeproj/project.pbxproj", sourceRoot: URL(fileURLWithPath: "/"))
    } catch {
      #expect(
        error.description == """
          X.xcodeproj/project.pbxproj:1:1: error: the file reads, but has no objects dictionary, so it is no Xcode project
            hint: open the project in Xcode, which rewrites a project file it can read; or restore it from version control
          """)
    }
  }

  /// The app target's `Info.plist` keys and its `INFOPLIST_KEY_` settings; the widget's keys are not the app's.
  @Test func declarationsOfTheAppAFolderBelongsTo() throws {
    let folder = app.appendingPathComponent("App/Localizations")
    let declarations = try #require(AppDeclarations.near(folder, root: "App/Localizations"))
    #expect(declarations.target == "App")
    #expect(declarations.problems.isEmpty)
    #expect(
      declarations.usageDescriptions.map(\.key) == [
        "NSLocationAlwaysAndWhenInUseUsageDescription", "NSPhotoLibraryUsageDescription", "NSCameraUsageDescription",
        "NSMicrophoneUsageDescription",
      ])
    #expect(declarations.declaration(of: "NSPhotoLibraryUsageDescription")?.location.description == "App/Info.plist:9:2")
    #expect(declarations.declaration(of: "NSCameraUsageDescription")?.location.description == "App.xcodeproj/project.pbxproj:78:5")
    #expect(declarations.displayName == "Pebble")
  }

  /// A binary `Info.plist` (as a build writes it) is read through Foundation, every place at `path:1:1`.
  @Test func binaryInfoPlist() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-binary-plist-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    let plist: [String: Any] = ["NSCameraUsageDescription": "Scan a code to add a friend.", "CFBundleDisplayName": "Pebble"]
    try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(
      to: folder.appendingPathComponent("Info.plist"))
    let declarations = try #require(AppDeclarations.near(folder.appendingPathComponent("en.lproj"), root: "App/en.lproj"))
    #expect(declarations.declaration(of: "NSCameraUsageDescription")?.value == "Scan a code to add a friend.")
    #expect(declarations.declaration(of: "NSCameraUsageDescription")?.location.description == "App/Info.plist:1:1")
    #expect(declarations.displayName == "Pebble")
  }

  /// An `Info.plist` that does not parse is a problem at its place, and the keys read before it are kept.
  @Test func aBrokenInfoPlistIsAProblem() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-broken-plist-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("<plist version=\"1.0\"><dict><key>A</key><string>b</dict></plist>".utf8).write(
      to: folder.appendingPathComponent("Info.plist"))
    let declarations = try #require(AppDeclarations.near(folder, root: "App"))
    #expect(declarations.problems.map(\.location.description) == ["App/Info.plist:1:49"])
  }

  @Test func displayPaths() {
    let folder = URL(fileURLWithPath: "/repo/App/Localizations")
    #expect(
      ProjectSearch.displayPath(of: URL(fileURLWithPath: "/repo/App.xcodeproj/project.pbxproj"), from: folder, root: "App/Localizations")
        == "App.xcodeproj/project.pbxproj")
    #expect(
      ProjectSearch.displayPath(of: URL(fileURLWithPath: "/repo/App/Info.plist"), from: folder, root: "Localizations") == "Info.plist")
    #expect(
      ProjectSearch.displayPath(of: URL(fileURLWithPath: "/repo/App/Info.plist"), from: folder, root: "/repo/App/Localizations")
        == "/repo/App/Info.plist")
  }
}
