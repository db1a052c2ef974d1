import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// A key or localization written twice, and keys that differ only in Unicode normalization: the reader uses the later
/// one as the device does, and the editor changes the one that is read or refuses (the essence of the fuzz crash
/// e65285cf, where `set` changed a repeated `ko` localization whose later copy had an unknown state).
@Suite struct StringCatalogRepeatedKeyTests {
  /// A catalog whose key `greeting` has two `ko` localizations: `first`, then `second`.
  private func catalog(first: String, second: String) -> Data {
    Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "greeting" : {
            "localizations" : {
              "ko" : {
                "stringUnit" : {
                  "state" : "\(first)",
                  "value" : "안녕하세요"
                }
              },
              "ko" : {
                "stringUnit" : {
                  "state" : "\(second)",
                  "value" : "반가워요"
                }
              }
            }
          },
          "title" : {
            "localizations" : {
              "ko" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "제목"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """.utf8)
  }

  @Test func theLaterLocalizationIsReadAndEdited() throws {
    let data = catalog(first: "new", second: "translated")
    var editor = try StringCatalogEditor(data: data, file: "Twice.xcstrings")
    let warning = try #require(editor.catalog.diagnostics.first { $0.id == "duplicate-key" })
    #expect(warning.location.line == 12)
    #expect(warning.message.contains("the ko localization of \"greeting\" is defined again (first at line 6)"))
    #expect(editor.catalog.entries(language: "ko").entry(forKey: "greeting")?.value == .string("반가워요"))
    #expect(editor.catalog.keys.map(\.languages) == [["ko"], ["ko"]])

    try editor.setValue("또 만나요", forKey: "greeting", language: "ko")
    #expect(editor.catalog.entries(language: "ko").entry(forKey: "greeting")?.value == .string("또 만나요"))
    let text = String(decoding: editor.data, as: UTF8.self)
    #expect(text.contains("\"value\" : \"안녕하세요\"") && !text.contains("반가워요"))
  }

  @Test func aLaterLocalizationTheDeviceCannotUseIsNotEdited() throws {
    let data = catalog(first: "new", second: "tran#@xslated")
    var editor = try StringCatalogEditor(data: data, file: "Twice.xcstrings")
    #expect(editor.catalog.errors.map(\.id) == ["unknown-state"])
    // The earlier copy is not read in its place: the device uses the later one, and cannot.
    #expect(editor.catalog.entries(language: "ko").entry(forKey: "greeting") == nil)
    let refusal = try #require(throws: StringsDiagnostic.self) { try editor.setValue("또 만나요", forKey: "greeting", language: "ko") }
    #expect(refusal.id == "not-editable" && refusal.location.line == 12)
    #expect(throws: StringsDiagnostic.self) {
      try editor.setValue("또", forKey: "greeting", language: "ko", form: FormPath("plural.other")!)
    }
    #expect(editor.data == data)
    // The other key of the language is still edited.
    try editor.setValue("새 제목", forKey: "title", language: "ko")
    #expect(editor.catalog.entries(language: "ko").entry(forKey: "title")?.value == .string("새 제목"))
  }

  @Test func keysThatDifferOnlyInNormalizationAreTwoKeys() throws {
    let data = Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "caf\u{E9}" : {
            "localizations" : {
              "ko" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "카페"
                }
              }
            }
          },
          "cafe\u{301}" : {
            "localizations" : {
              "ko" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "까페"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """.utf8)
    var editor = try StringCatalogEditor(data: data, file: "Normalization.xcstrings")
    #expect(!editor.catalog.diagnostics.contains { $0.id == "duplicate-key" })
    #expect(editor.catalog.entries(language: "ko").count == 2)
    try editor.setValue("커피", forKey: "caf\u{E9}", language: "ko")
    let entries = editor.catalog.entries(language: "ko")
    #expect(entries.entry(forKey: "caf\u{E9}")?.value == .string("커피"))
    #expect(entries.entry(forKey: "cafe\u{301}")?.value == .string("까페"))
  }

  @Test func aValueThatWouldNotReadIsRefused() throws {
    let data = catalog(first: "new", second: "translated")
    var editor = try StringCatalogEditor(data: data, file: "Twice.xcstrings")
    let refusal = try #require(throws: StringsDiagnostic.self) { try editor.setValue("%#@count@ 개", forKey: "title", language: "ko") }
    #expect(refusal.message.contains("would not read after this change: "))
    #expect(refusal.message.contains("%#@count@"))
    #expect(editor.data == data)
  }
}
