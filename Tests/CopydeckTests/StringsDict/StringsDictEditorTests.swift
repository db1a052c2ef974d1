import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

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

  @Test func refusesABinaryPropertyListAtItsFirstByte() throws {
    let xml = try PropertyListSerialization.propertyList(from: Data(Self.file.utf8), format: nil)
    let binary = try PropertyListSerialization.data(fromPropertyList: xml, format: .binary, options: 0)
    #expect { try StringsDictEditor(data: binary, file: "ko.stringsdict") } throws: { error in
      (error as? StringsDiagnostic)?.description.hasPrefix(
        "ko.stringsdict:1:1: error: this table is a binary property list (as Xcode's build writes it), so nothing was changed\n  hint: tables in a repository are text"
      ) == true
    }
  }
}

/// StringsDictEditor.insert adds a form, a variable or a key laid out as the file is, every other byte kept, and the
/// result reads the same with Copydeck's reader and with Apple's PropertyListSerialization.
@Suite struct StringsDictInsertionTests {
  /// Apple's reading of a `.stringsdict`.
  static func apple(_ data: Data) throws -> NSDictionary {
    try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? NSDictionary)
  }

  static let ukrainian = StringsDictEditorTests.file.replacingOccurrences(
    of: "\t\t\t<key>other</key>\n\t\t\t<string>파일 %d개</string>\n",
    with: "\t\t\t<key>one</key>\n\t\t\t<string>%d файл</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%d файлу</string>\n")

  @Test func aMissingFormGoesBetweenItsNeighboursInCLDROrder() throws {
    var editor = try StringsDictEditor(data: Data(Self.ukrainian.utf8), file: "uk.stringsdict")
    try editor.insert(.string(key: "many", value: "%d файлів"), into: ["files", "count"])
    try editor.insert(.string(key: "few", value: "%d файли"), into: ["files", "count"])
    let expected = Self.ukrainian.replacingOccurrences(
      of: "\t\t\t<key>other</key>\n",
      with:
        "\t\t\t<key>few</key>\n\t\t\t<string>%d файли</string>\n\t\t\t<key>many</key>\n\t\t\t<string>%d файлів</string>\n\t\t\t<key>other</key>\n"
    )
    #expect(String(data: editor.data, encoding: .utf8) == expected)
    let forms: [PluralCategory: TableValue] = [
      .one: .string("%d файл"), .few: .string("%d файли"), .many: .string("%d файлів"), .other: .string("%d файлу"),
    ]
    #expect(editor.entries.entry(forKey: "files")?.substitution(named: "count")?.value == .plural(forms))
    let count = try #require((try Self.apple(editor.data)["files"] as? NSDictionary)?["count"] as? NSDictionary)
    #expect(count["few"] as? String == "%d файли")
    #expect(count["many"] as? String == "%d файлів")
    #expect(count.count == 6, "spec type, value type and four forms")
  }

  /// A key into a file indented with spaces (as translation platforms write them) takes the file's spaces.
  @Test func aNewKeyTakesTheFilesIndentation() throws {
    let spaced = """
      <?xml version="1.0" encoding="utf-8"?>
      <plist version="1.0">
        <dict>
          <key>a</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@n@</string>
            <key>n</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>other</key>
              <string>%d</string>
            </dict>
          </dict>
        </dict>
      </plist>

      """
    var editor = try StringsDictEditor(data: Data(spaced.utf8), file: "uk.stringsdict")
    let entry = StringsDictEditor.Member.dictionary(
      key: "b & c",
      members: [
        .string(key: "NSStringLocalizedFormatKey", value: "%#@m@"),
        .dictionary(
          key: "m",
          members: [.string(key: "NSStringFormatSpecTypeKey", value: "NSStringPluralRuleType"), .string(key: "other", value: "%d <b>")]),
      ])
    try editor.insert(entry, into: [])
    let added = """
          <key>b &amp; c</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@m@</string>
            <key>m</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>other</key>
              <string>%d &lt;b&gt;</string>
            </dict>
          </dict>

      """
    #expect(
      String(data: editor.data, encoding: .utf8)
        == spaced.replacingOccurrences(of: "  </dict>\n</plist>", with: added + "  </dict>\n</plist>"))
    #expect(editor.entries.keys == ["a", "b & c"])
    #expect(((try Self.apple(editor.data)["b & c"] as? NSDictionary)?["m"] as? NSDictionary)?["other"] as? String == "%d <b>")
  }

  /// A new file starts as Xcode writes one: XML declaration, DOCTYPE, tabs.
  @Test func aNewFileIsWrittenAsXcodeWritesIt() throws {
    var editor = try StringsDictEditor(data: StringsDictEditor.emptyFile, file: "uk.stringsdict")
    try editor.insert(
      .dictionary(
        key: "files",
        members: [
          .string(key: "NSStringLocalizedFormatKey", value: "%#@count@"),
          .dictionary(
            key: "count",
            members: [
              .string(key: "NSStringFormatSpecTypeKey", value: "NSStringPluralRuleType"),
              .string(key: "NSStringFormatValueTypeKey", value: "d"),
              .string(key: "one", value: "%d файл"), .string(key: "other", value: "%d файлу"),
            ]),
        ]), into: [])
    let expected = Self.ukrainian.replacingOccurrences(
      of: "<plist version=\"1.0\">",
      with:
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">"
    )
    #expect(String(data: editor.data, encoding: .utf8) == expected)
    #expect(((try Self.apple(editor.data)["files"] as? NSDictionary)?["count"] as? NSDictionary)?["one"] as? String == "%d файл")
  }

  @Test func aKeyThatWouldNotReadIsRefusedWithoutAChange() throws {
    var editor = try StringsDictEditor(data: Data(Self.ukrainian.utf8), file: "uk.stringsdict")
    let withoutOther = StringsDictEditor.Member.dictionary(
      key: "photos",
      members: [
        .string(key: "NSStringLocalizedFormatKey", value: "%#@n@"),
        .dictionary(
          key: "n", members: [.string(key: "NSStringFormatSpecTypeKey", value: "NSStringPluralRuleType"), .string(key: "one", value: "%d")]),
      ])
    #expect { try editor.insert(withoutOther, into: []) } throws: { error in
      (error as? StringsDiagnostic)?.message.contains("has no \"other\" form") == true
    }
    #expect { try editor.insert(.string(key: "one", value: "x"), into: ["files", "count"]) } throws: { error in
      (error as? StringsDiagnostic)?.message.contains("already has \"one\"") == true
    }
    #expect { try editor.setValue("%#@nope@", at: ["files", "NSStringLocalizedFormatKey"]) } throws: { error in
      (error as? StringsDiagnostic)?.message.contains("would not read") == true
    }
    #expect(editor.data == Data(Self.ukrainian.utf8))
  }
}
