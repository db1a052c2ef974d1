import Foundation

/// An app that declares permission prompts, for the preview's tests: a copy of some copy with, beside its tables, an
/// `Info.plist` named "Pebble" declaring the camera, location while in use and the microphone; Korean
/// `InfoPlist.strings` with the app's name and the camera's and location's purpose strings (not the microphone's), and
/// English with the camera's.
enum PermissionApp {
  /// A copy of `copy` in a new temporary folder, with the app's files added; the caller removes it.
  static func copy(of copy: URL) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-permissions-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: copy, to: folder)
    for (path, text) in files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return folder
  }

  private static let files = [
    "Info.plist": """
    <plist version="1.0"><dict>
    <key>CFBundleDisplayName</key><string>Pebble</string>
    <key>NSCameraUsageDescription</key><string>Scan a friend’s code to add them.</string>
    <key>NSLocationWhenInUseUsageDescription</key><string>Show friends on a trip where you are.</string>
    <key>NSMicrophoneUsageDescription</key><string>Record voice messages for your friends.</string>
    </dict></plist>
    """,
    "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan a friend’s code to add them.\";\n",
    "ko.lproj/InfoPlist.strings": """
    "CFBundleDisplayName" = "페블";
    "NSCameraUsageDescription" = "친구의 코드를 스캔해서 친구로 추가해요.";
    "NSLocationWhenInUseUsageDescription" = "여행 중인 친구에게 내 위치를 보여 줘요.";

    """,
  ]
}
