import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckChecks

/// One verdict for usable copy: for every tricky Korean value, `copydeck check` reports an error exactly when the
/// resolver refuses the value and shows another language.
@Suite struct UsableCopyAgreementTests {
  /// A Korean title (English "Leave %@?", one `%@` argument) and whether it can be shown.
  struct TrickyValue: CustomTestStringConvertible, Sendable {
    var title: String
    var usable: Bool
    var testDescription: String {
      "\(title.unicodeScalars.map { $0.isASCII ? String($0) : "U+\(String($0.value, radix: 16, uppercase: true))" }.joined()) → \(usable)"
    }
  }

  static let values: [TrickyValue] = [
    TrickyValue(title: "%@에서 나갈까요?", usable: true),
    TrickyValue(title: "", usable: false),
    TrickyValue(title: "   ", usable: false),
    TrickyValue(title: " \u{301}", usable: false),  // a space and a combining accent
    TrickyValue(title: "\u{200B}", usable: false),  // a zero-width space
    TrickyValue(title: "\u{3000}\u{FEFF}", usable: false),  // an ideographic space and a byte-order mark
    TrickyValue(title: "\u{3164}", usable: false),  // the Hangul filler
    TrickyValue(title: "%@ 모임에서 나갈까요? é", usable: true),
    TrickyValue(title: "é", usable: false),  // the argument dropped
    TrickyValue(title: "%@에서 나갈까요? 100%", usable: false),  // a stray % at the end
    TrickyValue(title: "%@에서 %k 나갈까요?", usable: false),  // an unknown conversion
    TrickyValue(title: "%d에서 나갈까요?", usable: false),  // the argument read as another type
    TrickyValue(title: "%lld에서 나갈까요?", usable: false),
    TrickyValue(title: "%1$@에서 나갈까요?", usable: true),
    TrickyValue(title: "%2$@에서 나갈까요?", usable: false),  // a skipped position
    TrickyValue(title: "%@에서 %@ 나갈까요?", usable: false),  // an argument the development text does not have
    TrickyValue(title: "모임에서 나갈까요?", usable: false),  // the argument dropped
    TrickyValue(title: "%@에서 나갈까요? %%", usable: true),
    TrickyValue(title: "%*d 나갈까요?", usable: false),
    TrickyValue(title: "%@에서 %1$@ 나갈까요?", usable: false),  // numbered beside unnumbered
  ]

  @Test(arguments: values)
  func checkAndResolveAgree(_ value: TrickyValue) throws {
    let folder = try scratchCopy(of: "clean")
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("ko.lproj/Alerts.strings")
    let text = try String(contentsOf: table, encoding: .utf8)
    let escaped = value.title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    try text.replacingOccurrences(of: "\"%@에서 나갈까요?\"", with: "\"\(escaped)\"").write(to: table, atomically: true, encoding: .utf8)

    let copy = try Catalog.load(from: folder).resolve(id: "group.leave", locale: "ko", arguments: ["독서 모임"])
    let errors = try Checker(localizations: folder).run().findings.filter { $0.severity == .error && $0.language == "ko" }
    #expect((copy.language == "ko") == value.usable, "resolve: \(copy.trail.map(\.reason))")
    #expect(errors.isEmpty == value.usable, "check: \(errors.map(\.message))")
  }
  /// The Korean title as a `.stringsdict` plural chosen by argument 1 (the group's name: not a number, so the device
  /// takes `other`) whose one form is `title`, and whether it can be shown: forms are judged as plain values are.
  static let forms: [TrickyValue] = [
    TrickyValue(title: "%@에서 나갈까요?", usable: true),
    TrickyValue(title: " \u{301}", usable: false),
    TrickyValue(title: "\u{200B}", usable: false),
    TrickyValue(title: "%@에서 100% 나갈까요?", usable: false),
    TrickyValue(title: "%@에서 100%% 나갈까요?", usable: true),
    TrickyValue(title: "%3$@에서 나갈까요?", usable: false),
    TrickyValue(title: "%d에서 나갈까요?", usable: false),
  ]

  @Test(arguments: forms)
  func checkAndResolveAgreeOnPluralForms(_ form: TrickyValue) throws {
    let folder = try scratchCopy(of: "clean")
    defer { try? FileManager.default.removeItem(at: folder) }
    let escaped = form.title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>group.leave.title</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%1$#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>@</string>
            <key>other</key>
            <string>\(escaped)</string>
          </dict>
        </dict>
      </dict>
      </plist>
      """
    try Data(plist.utf8).write(to: folder.appendingPathComponent("ko.lproj/Alerts.stringsdict"))

    let copy = try Catalog.load(from: folder).resolve(id: "group.leave", locale: "ko", arguments: ["독서 모임"])
    let errors = try Checker(localizations: folder).run().findings.filter { $0.severity == .error && $0.language == "ko" }
    #expect((copy.language == "ko") == form.usable, "resolve: \(copy.trail.map(\.reason))")
    #expect(errors.isEmpty == form.usable, "check: \(errors.map(\.message))")
  }
}
