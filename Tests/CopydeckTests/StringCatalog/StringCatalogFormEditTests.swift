import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// `copydeck set … --form`: one form of a localization that varies, changed or added in Xcode's formatting.
@Suite struct StringCatalogFormEditTests {
  private func editor(_ name: String = "Xcode15-Plural") throws -> (Data, StringCatalogEditor) {
    let data = try StringCatalogFixtures.data(name)
    return (data, try StringCatalogEditor(data: data, file: name))
  }

  /// The lines that differ between two texts, by common prefix and suffix.
  private func changed(_ before: Data, _ after: Data) -> (removed: [String], added: [String]) {
    let a = String(decoding: before, as: UTF8.self).components(separatedBy: "\n")
    let b = String(decoding: after, as: UTF8.self).components(separatedBy: "\n")
    let prefix = zip(a, b).prefix { $0 == $1 }.count
    let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
    let cut = min(suffix, min(a.count, b.count) - prefix)
    return (Array(a[prefix..<(a.count - cut)]), Array(b[prefix..<(b.count - cut)]))
  }

  @Test func formPathsReadAndWriteXcodesSpelling() {
    #expect(FormPath("plural.one")?.steps == [.plural(.one)])
    #expect(FormPath("device.iphone.plural.other")?.steps == [.device(.iphone), .plural(.other)])
    #expect(FormPath("substitutions.files.plural.zero")?.description == "substitutions.files.plural.zero")
    for bad in ["", "plural", "plural.single", "device.phone", "substitutions.", "plural.one.device"] {
      #expect(FormPath(bad) == nil, "\(bad)")
    }
  }

  @Test func changingAFormChangesOneLine() throws {
    var (data, editor) = try editor()
    try editor.setValue("항목 %lld개가 있어요", forKey: "%lld items", language: "ko", form: FormPath("plural.other")!)
    let diff = changed(data, editor.data)
    #expect(diff.removed == ["                  \"value\" : \"항목 %lld개\""])
    #expect(diff.added == ["                  \"value\" : \"항목 %lld개가 있어요\""])
    #expect(editor.catalog.entries(language: "ko").entry(forKey: "%lld items")?.value == .plural([.other: .string("항목 %lld개가 있어요")]))
    #expect(editor.catalog.xcodeFormatted == editor.data)
  }

  @Test func changingASubstitutionsFormChangesOneLine() throws {
    var (data, editor) = try editor()
    try editor.setValue(
      "not a single file", forKey: "files.moved.message", language: "en", form: FormPath("substitutions.files.plural.zero")!)
    let diff = changed(data, editor.data)
    #expect(diff.removed.count == 1 && diff.added == ["                      \"value\" : \"not a single file\""])
    let files = editor.catalog.entries(language: "en").entry(forKey: "files.moved.message")?.substitution(named: "files")
    #expect(files?.value == .plural([.zero: .string("not a single file"), .one: .string("%arg file"), .other: .string("%arg files")]))
  }

  @Test func aMissingFormIsAddedWhereXcodeWouldWriteIt() throws {
    var (_, editor) = try editor()
    try editor.setValue("%lld items (a few)", forKey: "%lld items", language: "en", form: FormPath("plural.few")!)
    #expect(editor.catalog.xcodeFormatted == editor.data)
    let value = editor.catalog.entries(language: "en").entry(forKey: "%lld items")?.value
    #expect(value == .plural([.few: .string("%lld items (a few)"), .one: .string("%lld item"), .other: .string("%lld items")]))
  }

  @Test func aNewLocalizationStartsWithItsOtherForm() throws {
    var (_, editor) = try editor()
    try editor.setValue("%lld Elemente", forKey: "%lld items", language: "de", form: FormPath("plural.other")!)
    #expect(editor.catalog.xcodeFormatted == editor.data)
    #expect(editor.catalog.entries(language: "de").entry(forKey: "%lld items")?.value == .plural([.other: .string("%lld Elemente")]))
    try editor.setValue("%lld Element", forKey: "%lld items", language: "de", form: FormPath("plural.one")!)
    #expect(editor.catalog.xcodeFormatted == editor.data)
    #expect(
      editor.catalog.entries(language: "de").entry(forKey: "%lld items")?.value
        == .plural([.one: .string("%lld Element"), .other: .string("%lld Elemente")]))
  }

  @Test func refusalsAreLocatedAndSayWhatToDo() throws {
    var (data, editor) = try editor()
    let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    let koLine = lines.firstIndex { $0 == "        \"ko\" : {" }! + 1
    func refusal(_ key: String, _ language: String, _ form: String?) -> StringsDiagnostic? {
      do {
        if let form {
          try editor.setValue("x", forKey: key, language: language, form: FormPath(form)!)
        } else {
          try editor.setValue("x", forKey: key, language: language)
        }
        return nil
      } catch { return error }
    }
    let plain = try #require(refusal("%lld items", "ko", nil))
    #expect(plain.location.line == koLine && plain.location.column == 16)
    #expect(plain.message.contains("its forms: plural.other") && plain.message.contains("--form plural.other"))
    #expect(try #require(refusal("%lld items", "ko", "device.iphone")).message.contains("varies by plural, not by device"))
    #expect(try #require(refusal("%lld items", "fr", "plural.one")).message.contains("starts with its 'other' form"))
    #expect(
      try #require(refusal("files.moved.message", "en", "substitutions.photos.plural.one")).message.contains("no substitution \"photos\""))
    #expect(editor.data == data)
  }
}
