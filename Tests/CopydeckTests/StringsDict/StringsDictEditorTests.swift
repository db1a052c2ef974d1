import Foundation
import Testing

@testable import Copydeck

/// StringsDictEditor changes one `<string>` of a `.stringsdict` and no other byte; what it cannot do it refuses.
@Suite struct StringsDictEditorTests {
  static let file = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@count@</string>
    \t\t<key>count</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>other</key>
    \t\t\t<string>파일 %d개</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  @Test func setsOneFormAndKeepsEveryOtherByte() throws {
    var editor = try StringsDictEditor(data: Data(Self.file.utf8), file: "ko.stringsdict")
    try editor.setValue("파일 %d개 & 폴더", at: ["files", "count", "other"])
    let expected = Self.file.replacingOccurrences(of: "<string>파일 %d개</string>", with: "<string>파일 %d개 &amp; 폴더</string>")
    #expect(String(data: editor.data, encoding: .utf8) == expected)
    #expect(editor.entries.entry(forKey: "files")?.substitution(named: "count")?.value == .plural([.other: .string("파일 %d개 & 폴더")]))
    try editor.setValue("%#@count@ 있어요", at: ["files", "NSStringLocalizedFormatKey"])
    #expect(editor.entries.entry(forKey: "files")?.value == .string("%#@count@ 있어요"))
  }

  @Test(arguments: [
    (["files", "count", "one"], "has no \"one\""),
    (["photos", "NSStringLocalizedFormatKey"], "the file has no \"photos\""),
    (["files", "count"], "is a <dict>, not a <string>"),
  ])
  func refusesAPathTheFileDoesNotHave(path: [String], message: String) throws {
    var editor = try StringsDictEditor(data: Data(Self.file.utf8), file: "ko.stringsdict")
    #expect { try editor.setValue("x", at: path) } throws: { error in
      (error as? StringsDiagnostic)?.message.contains(message) == true
    }
    #expect(editor.data == Data(Self.file.utf8))
  }

  @Test func refusesAFileThatIsNotUTF8() throws {
    var bytes = Data([0xFF, 0xFE])
    bytes.append(Self.file.data(using: .utf16LittleEndian)!)
    var editor = try StringsDictEditor(data: bytes, file: "ko.stringsdict")
    #expect { try editor.setValue("x", at: ["files", "count", "other"]) } throws: { error in
      (error as? StringsDiagnostic)?.message.contains("not plain UTF-8") == true
    }
    #expect(editor.data == bytes)
  }
}
