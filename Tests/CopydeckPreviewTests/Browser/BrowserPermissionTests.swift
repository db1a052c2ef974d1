import Foundation
import Testing

/// The permission prompts drawn in Chromium as iOS draws them: the location prompt's three buttons stacked under the
/// purpose string, a camera prompt's two side by side, the system's title with the app's Korean name; and a purpose
/// string edited on the page, drawn as typed and saved into `InfoPlist.strings`.
@Suite(.serialized, BrowserAvailability.trait) struct BrowserPermissionTests {
  /// The browser copy as an app that declares the camera, location and the microphone (``PermissionApp``).
  private static func copy() throws -> URL {
    try PermissionApp.copy(of: BrowserFixture.fixtureCopy)
  }

  /// The Korean drawing's title, message and buttons (text and box), read from the real layout.
  private static let probe = """
    const drawing = document.querySelector('[data-lang="ko"] [data-entry]') || document.querySelector('[data-entry][data-lang="ko"]');
    const box = (element) => { const r = element.getBoundingClientRect(); return { top: r.top, left: r.left, height: r.height }; };
    const buttons = [...drawing.querySelectorAll("[data-role]")];
    return { title: drawing.querySelector('[data-part="title"]').textContent, message: drawing.querySelector('[data-part="message"]').textContent,
             labels: buttons.map((b) => b.textContent.trim()), boxes: buttons.map(box) };
    """

  @Test func promptsAreDrawnWithTheSystemsTitleAndButtons() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy) }
    try BrowserFixture.with(copy: copy) { fixture in
      try fixture.open("/permissions/NSLocationWhenInUseUsageDescription")
      let location = try fixture.browser.run(Self.probe) as? [String: Any] ?? [:]
      #expect(location["title"] as? String == "‘페블’ 앱이 사용자의 위치를 사용하도록 허용하겠습니까?")
      #expect(location["message"] as? String == "여행 중인 친구에게 내 위치를 보여 줘요.")
      #expect(location["labels"] as? [String] == ["한 번 허용", "앱을 사용하는 동안 허용", "허용 안 함"])
      let tops = (location["boxes"] as? [[String: Double]] ?? []).compactMap { $0["top"] }
      #expect(tops.count == 3 && tops == tops.sorted() && Set(tops).count == 3, "three buttons stacked: \(tops)")

      try fixture.open("/permissions/NSCameraUsageDescription?appearance=dark")
      let camera = try fixture.browser.run(Self.probe) as? [String: Any] ?? [:]
      #expect(camera["title"] as? String == "‘페블’이(가) 카메라에 접근하려고 합니다")
      #expect(Set(camera["labels"] as? [String] ?? []) == ["허용 안 함", "허용"])
      let cameraTops = (camera["boxes"] as? [[String: Double]] ?? []).compactMap { $0["top"] }
      #expect(cameraTops.count == 2 && Set(cameraTops).count == 1, "two buttons side by side: \(cameraTops)")
    }
  }

  @Test func anEditedPurposeStringIsDrawnAsTypedAndSavedIntoInfoPlistStrings() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy) }
    try BrowserFixture.with(copy: copy) { fixture in
      try BrowserEditingTests.unlock(fixture, then: "/permissions/NSCameraUsageDescription")
      let table = fixture.localizations.appendingPathComponent("ko.lproj/InfoPlist.strings")
      let before = String(decoding: try Data(contentsOf: table), as: UTF8.self)
      let typed = "친구의 QR 코드를 스캔해서 \"친구\"로 추가해요."
      try BrowserEditingTests.type(fixture, typed, into: BrowserEditingTests.field("NSCameraUsageDescription", "ko"))
      let message = "[data-lang=\"ko\"] [data-entry=\"NSCameraUsageDescription\"] [data-part=\"message\"]"
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).textContent;", [message]) as? String == typed)
      try fixture.browser.run("document.querySelector('[data-action=\"save\"]').click();")
      let saved = "document.querySelector('[data-edit-status]').dataset.saved === 'true'"
      #expect(try BrowserEditingTests.waitUntil(fixture, saved) as? Bool == true)
      let expected = before.replacingOccurrences(
        of: "\"친구의 코드를 스캔해서 친구로 추가해요.\"", with: "\"친구의 QR 코드를 스캔해서 \\\"친구\\\"로 추가해요.\"")
      #expect(expected != before)
      #expect(String(decoding: try Data(contentsOf: table), as: UTF8.self) == expected)
      #expect(try fixture.browser.run("return localStorage.length;") as? Int == 0)
      // The page drawn again from disk shows the saved text.
      try fixture.open("/permissions/NSCameraUsageDescription")
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).textContent;", [message]) as? String == typed)
    }
  }

  /// Korean lacks `InfoPlist.strings`, so `purpose-string-missing` reports every purpose string: fixing one on the page
  /// makes the file, and the page drawn again shows the Korean text instead of the fallback.
  @Test func aPurposeStringSavedIntoALanguageWithoutInfoPlistStringsMakesTheFile() throws {
    let copy = try Self.copy()
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.removeItem(at: copy.appendingPathComponent("ko.lproj/InfoPlist.strings"))
    try BrowserFixture.with(copy: copy) { fixture in
      try BrowserEditingTests.unlock(fixture, then: "/permissions/NSMicrophoneUsageDescription")
      let typed = "친구에게 보낼 음성 메시지를 녹음해요."
      try BrowserEditingTests.type(fixture, typed, into: BrowserEditingTests.field("NSMicrophoneUsageDescription", "ko"))
      try fixture.browser.run("document.querySelector('[data-action=\"save\"]').click();")
      let saved = "document.querySelector('[data-edit-status]').dataset.saved === 'true'"
      #expect(try BrowserEditingTests.waitUntil(fixture, saved) as? Bool == true)
      let table = fixture.localizations.appendingPathComponent("ko.lproj/InfoPlist.strings")
      #expect(String(decoding: try Data(contentsOf: table), as: UTF8.self) == "\"NSMicrophoneUsageDescription\" = \"\(typed)\";\n")
      try fixture.open("/permissions/NSMicrophoneUsageDescription")
      let message = "[data-lang=\"ko\"] [data-entry=\"NSMicrophoneUsageDescription\"] [data-part=\"message\"]"
      #expect(try fixture.browser.run("return document.querySelector(arguments[0]).textContent;", [message]) as? String == typed)
    }
  }
}
