import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// A count argument picks the plural form in `resolve`, per language, with whole-entry fallback.
///
/// The fixture `Fixtures/Catalog/plurals` has English and Russian `.stringsdict` tables and a Korean `.strings` one.
@Suite struct PluralResolutionTests {
  static let catalog: Catalog = {
    do {
      return try Catalog.load(from: CatalogFixtures.url("plurals"))
    } catch {
      fatalError("the plurals fixture must load: \(error)")
    }
  }()

  func message(_ id: String, _ locale: String, _ arguments: [CopyArgument]) -> String? {
    Self.catalog.resolve(id: id, locale: locale, arguments: arguments).message
  }

  @Test func englishCountPicksOneOrOther() {
    #expect(message("form.tooShort", "en", ["nickname", 1]) == "Your nickname needs at least 1 character.")
    #expect(message("form.tooShort", "en", ["nickname", 2]) == "Your nickname needs at least 2 characters.")
    #expect(message("form.tooShort", "en", ["nickname", 0]) == "Your nickname needs at least 0 characters.")
    #expect(message("form.tooShort", "en-GB", ["nickname", 12_000]) == "Your nickname needs at least 12,000 characters.")
  }

  @Test func decimalsAndNumericTextCountAsCLDRSays() {
    // ICU reads the double 1.0 as 1; text keeps the fraction digits it was written with.
    #expect(message("form.tooShort", "en", ["nickname", 1.0]) == "Your nickname needs at least 1 character.")
    #expect(message("form.tooShort", "en", ["nickname", "1"]) == "Your nickname needs at least 1 character.")
    #expect(message("form.tooShort", "en", ["nickname", 1.5]) == "Your nickname needs at least 1 characters.")
  }

  @Test func koreanHasOneFormForEveryCount() {
    for count in [0, 1, 2, 5, 21] {
      let copy = Self.catalog.resolve(id: "form.tooShort", locale: "ko-KR", arguments: ["닉네임", .integer(count)])
      #expect(copy.language == "ko")
      #expect(copy.message == "닉네임은 \(count)자 이상 입력해주세요.")
    }
  }

  @Test func russianUsesItsFourCategories() {
    #expect(message("form.tooShort", "ru", ["имя", 1]) == "Поле «имя»: не меньше 1 символа.")
    #expect(message("form.tooShort", "ru", ["имя", 3]) == "Поле «имя»: не меньше 3 символов.")
    #expect(message("form.tooShort", "ru", ["имя", 11]) == "Поле «имя»: не меньше 11 символов.")
    #expect(message("form.tooShort", "ru", ["имя", 21]) == "Поле «имя»: не меньше 21 символа.")
  }

  @Test func eachSubstitutionShowsItsOwnCount() {
    #expect(message("files.moved", "en", [3, 1]) == "3 files moved to 1 folder.")
    #expect(message("files.moved", "en", [1, 4]) == "One file moved to 4 folders.")
    // Apple uses a `zero` form for 0 in every language, even where CLDR has no zero category.
    #expect(message("files.moved", "en", [0, 2]) == "No files moved to 2 folders.")
    #expect(message("files.moved", "ru", [1, 3]) == "1 файл перемещено в 3 папки.")
    #expect(message("files.moved", "ko", [3, 1]) == "파일 3개를 폴더 1개로 옮겼어요.")
  }

  @Test func aLanguageWithoutTheFormTheCountNeedsIsNotUsed() {
    // The Russian files forms lack 'few': 2 files falls back to English, whole.
    let copy = Self.catalog.resolve(id: "files.moved", locale: "ru", arguments: [2, 1])
    #expect(copy.language == "en")
    #expect(copy.message == "2 files moved to 1 folder.")
    let skipped = copy.trail.first { $0.language == "ru" }
    #expect(skipped?.outcome == .skipped)
    #expect(skipped?.reason == "'files' has no 'few' form, which 2 needs in ru")
    // 21 is 'one' in Russian, which the forms have.
    #expect(Self.catalog.resolve(id: "files.moved", locale: "ru", arguments: [21, 1]).language == "ru")
  }

  @Test func aMissingCountFallsToTheCommonFailure() {
    let copy = Self.catalog.resolve(id: "form.tooShort", locale: "en", arguments: ["nickname"])
    #expect(copy.id == "common.unknown")
    let skipped = copy.trail.first { $0.entry == "form.tooShort" && $0.language == "en" }
    #expect(skipped?.reason == "the plural form of 'characters' is chosen by argument 2, but 1 was given")
  }

  @Test func theCountingArgumentsAndTheFormsTakenAreWhatResolveUses() {
    #expect(Self.catalog.pluralPositions(id: "form.tooShort") == [2])
    #expect(Self.catalog.pluralPositions(id: "files.moved") == [1, 2])
    #expect(Self.catalog.pluralPositions(id: "common.unknown").isEmpty)
    #expect(Self.catalog.pluralPositions(id: "no.such.entry").isEmpty)
    #expect(Self.catalog.pluralForms(id: "form.tooShort", language: "en", arguments: ["nickname", 1]) == [[.one]])
    #expect(Self.catalog.pluralForms(id: "form.tooShort", language: "en", arguments: ["nickname", "21"]) == [[.other]])
    #expect(Self.catalog.pluralForms(id: "form.tooShort", language: "ru", arguments: ["имя", 21]) == [[.one]])
    #expect(Self.catalog.pluralForms(id: "form.tooShort", language: "ru", arguments: ["имя", 5]) == [[.many]])
    // Korean's copy is one plain string: no form is chosen.
    #expect(Self.catalog.pluralForms(id: "form.tooShort", language: "ko", arguments: ["닉네임", 1]).isEmpty)
    // Nested substitutions: the outer count's form, then the inner one's; 0 takes the `zero` form the file has.
    #expect(Self.catalog.pluralForms(id: "files.moved", language: "en", arguments: [0, 1]) == [[.zero, .one]])
  }
}
