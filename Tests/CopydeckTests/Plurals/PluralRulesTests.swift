import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// The generated rules against CLDR's own `@integer`/`@decimal` samples, for every locale of `plurals.xml`.
///
/// `Fixtures/Plurals/samples.json` is written by `scripts/generate-plural-rules.py` from the same `plurals.xml` as
/// the rules: each rule's samples, ranges expanded (`0~15`, `0.0~1.5`), each a number the rule, and no earlier one,
/// must select.
@Suite struct PluralRulesTests {
  struct RuleSet: Decodable {
    var locales: [String]
    var samples: [String: [String]]
  }

  struct Samples: Decodable {
    var cldrVersion: String
    var ruleSets: [RuleSet]
  }

  static let samples: Samples = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Plurals/samples.json")
    do {
      return try JSONDecoder().decode(Samples.self, from: Data(contentsOf: url))
    } catch {
      fatalError("Fixtures/Plurals/samples.json must decode: \(error)")
    }
  }()

  @Test func fixtureAndRulesComeFromTheSameCLDR() {
    #expect(Self.samples.cldrVersion == PluralRules.cldrVersion)
    #expect(Self.samples.ruleSets.count == PluralRules.categoriesOfRuleSet.count)
    #expect(Self.samples.ruleSets.flatMap(\.locales).count == PluralRules.ruleSetOfLocale.count)
  }

  @Test(arguments: samples.ruleSets.map(\.locales))
  func everySampleSelectsItsCategory(locales: [String]) throws {
    let ruleSet = try #require(Self.samples.ruleSets.first { $0.locales == locales })
    for locale in locales {
      let rules = PluralRules(language: locale)
      #expect(rules.locale == locale)
      #expect(Set(rules.categories.map(\.rawValue)) == Set(ruleSet.samples.keys), "\(locale)")
      for (name, numbers) in ruleSet.samples {
        let category = try #require(PluralCategory(rawValue: name))
        #expect(!numbers.isEmpty, "\(locale) \(name) has no samples")
        for number in numbers {
          let operands = try #require(PluralOperands(number), "\(number) must parse")
          #expect(rules.category(for: operands) == category, "\(locale): \(number) should be \(name)")
        }
      }
    }
  }

  @Test func operandsOfTR35Examples() throws {
    // Unicode TR 35, "Plural Operand Meanings".
    let cases: [(String, i: Int, v: Int, w: Int, f: Int, t: Int, e: Int)] = [
      ("1", 1, 0, 0, 0, 0, 0), ("1.0", 1, 1, 0, 0, 0, 0), ("1.00", 1, 2, 0, 0, 0, 0), ("1.3", 1, 1, 1, 3, 3, 0),
      ("1.30", 1, 2, 1, 30, 3, 0), ("1.03", 1, 2, 2, 3, 3, 0), ("1.230", 1, 3, 2, 230, 23, 0),
      ("1200000", 1_200_000, 0, 0, 0, 0, 0), ("1.2c6", 1_200_000, 0, 0, 0, 0, 6), ("123c6", 123_000_000, 0, 0, 0, 0, 6),
      ("123c5", 12_300_000, 0, 0, 0, 0, 5), ("1200.50", 1200, 2, 1, 50, 5, 0), ("1.20050c3", 1200, 2, 1, 50, 5, 3),
      ("-12.5", 12, 1, 1, 5, 5, 0),
    ]
    for (text, i, v, w, f, t, e) in cases {
      let operands = try #require(PluralOperands(text))
      let actual: [Int] = [operands.i, operands.v, operands.w, operands.f, operands.t, operands.e]
      let expected: [Int] = [i, v, w, f, t, e]
      #expect(actual == expected, "\(text)")
    }
  }

  @Test func malformedNumbersAreRejected() {
    for text in ["", "-", ".", "1,000", "1.2.3", "1-2", "c3", "1c", "12ab", "١٢"] {
      #expect(PluralOperands(text) == nil, "\(text)")
    }
    #expect(PluralRules(language: "en").category(for: "1,000") == .other)
  }

  @Test func hugeNumbersClampInsteadOfTrapping() throws {
    let huge = try #require(PluralOperands("123456789012345678901234567890.12345678901234567890123"))
    #expect(huge.i == Int.max)
    #expect(huge.v == 23)
    #expect(PluralOperands(Int.min).i == Int.max)
    #expect(PluralRules(language: "ru").category(for: Int.min) == PluralRules(language: "ru").category(for: Int.max))
    _ = PluralRules(language: "fr").category(for: "1c99999999999999999999")
  }

  /// `many` in French, Italian, Portuguese and Spanish (and Breton's) is taken by round millions only: not a form a
  /// translation must have. No count below a million takes such a category, and 1000000 does.
  @Test func categoriesOnlyMillionsTakeAreNotRequired() {
    for language in ["fr", "it", "es", "pt", "pt-PT"] {
      #expect(PluralRules(language: language).largeNumberCategories == [.many], "\(language)")
      #expect(PluralRules(language: language).requiredCategories == [.one, .other], "\(language)")
    }
    for language in ["en", "ko", "ru", "pl", "ar", "cy"] {
      #expect(PluralRules(language: language).requiredCategories == PluralRules(language: language).categories, "\(language)")
    }
    for ruleSet in PluralRules.largeNumberCategoriesOfRuleSet.indices where !PluralRules.largeNumberCategoriesOfRuleSet[ruleSet].isEmpty {
      let large = Set(PluralRules.largeNumberCategoriesOfRuleSet[ruleSet])
      let belowAMillion = (0..<1_000_000).first { large.contains(PluralRules.category(ruleSet: ruleSet, PluralOperands($0))) }
      #expect(belowAMillion == nil, "rule set \(ruleSet) takes a large-number category for \(belowAMillion ?? 0)")
      #expect(large.contains(PluralRules.category(ruleSet: ruleSet, PluralOperands(1_000_000))), "rule set \(ruleSet)")
    }
  }

  @Test func localeIdentifiersFindTheirLanguage() {
    #expect(PluralRules(language: "en").categories == [.one, .other])
    #expect(PluralRules(language: "ko").categories == [.other])
    #expect(PluralRules(language: "ko-KR").locale == "ko")
    #expect(PluralRules(language: "EN_us").locale == "en")
    #expect(PluralRules(language: "pt-PT").locale == "pt_PT")
    #expect(PluralRules(language: "pt-BR").locale == "pt")
    #expect(PluralRules(language: "zh-Hant-TW").locale == "zh")
    #expect(PluralRules(language: "sr-Latn-RS").locale == "sr")
    #expect(PluralRules(language: "ar").categories == [.zero, .one, .two, .few, .many, .other])
    #expect(PluralRules(language: "xx").locale == "root")
    #expect(!PluralRules(language: "xx").isKnown)
    #expect(PluralRules(language: "").categories == [.other])
  }

  @Test func englishAndKoreanCounts() {
    let english = PluralRules(language: "en")
    #expect(english.category(for: 1) == .one)
    #expect(english.category(for: 0) == .other)
    #expect(english.category(for: 21) == .other)
    #expect(english.category(for: "1.0") == .other)
    #expect(english.category(for: -1) == .one)
    let korean = PluralRules(language: "ko")
    #expect([0, 1, 2, 5, 21].map { korean.category(for: $0) } == [.other, .other, .other, .other, .other])
  }
}
