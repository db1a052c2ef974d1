/// The CLDR cardinal plural rules of one language: which plural form (``PluralCategory``) a count takes.
///
/// Every language CLDR knows is covered (the table is generated from CLDR's `plurals.xml` by
/// `scripts/generate-plural-rules.py`); a language it does not know takes CLDR's root rules, which have only `other`.
///
/// ```swift
/// PluralRules(language: "en").category(for: 1)       // .one
/// PluralRules(language: "en").category(for: "1.0")   // .other — "1.0 characters"
/// PluralRules(language: "ko").categories             // [.other]
/// PluralRules(language: "pl").category(for: 22)      // .few
/// ```
public struct PluralRules: Sendable, Hashable {
  /// The CLDR locale whose rules these are (`en`, `pt_PT`), or `root` for a language CLDR has no rules for.
  public let locale: String
  private let ruleSet: Int

  /// The rules of `language`, a language code or a locale identifier (`en`, `pt-PT`, `ko_KR`, `zh-Hant-TW`).
  ///
  /// A regional variant with its own rules (`pt_PT`) is preferred; otherwise the language's own rules are used, and
  /// for a language CLDR does not list, the root rules (only `other`).
  public init(language: String) {
    let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "@" || $0 == "." })
    let code = parts.first.map { $0.lowercased() } ?? ""
    let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
    if let region, let set = Self.ruleSetOfLocale["\(code)_\(region.uppercased())"] {
      locale = "\(code)_\(region.uppercased())"
      ruleSet = set
    } else if let set = Self.ruleSetOfLocale[code] {
      locale = code
      ruleSet = set
    } else {
      locale = "root"
      ruleSet = Self.ruleSetOfLocale["root"] ?? 0
    }
  }

  /// Whether CLDR has rules of its own for the language (not only the root rules' `other`).
  public var isKnown: Bool { locale != "root" }

  /// Every category the language uses, in CLDR order; always ends with `other`.
  ///
  /// These are the forms a translation into the language needs: `[.one, .other]` for English, `[.other]` for Korean,
  /// `[.one, .few, .many, .other]` for Polish.
  public var categories: [PluralCategory] { Self.categoriesOfRuleSet[ruleSet] }

  /// The categories a translation into the language must have: ``categories`` without those CLDR uses only for
  /// numbers of a million or more and compact numbers (``largeNumberCategories``).
  ///
  /// `[.one, .other]` for French, Italian, Portuguese and Spanish, whose `many` is for 1000000 and 1c6: a count that
  /// takes `many` in a plural without it shows the `other` form, on Apple's platforms and in Copydeck alike.
  public var requiredCategories: [PluralCategory] {
    let large = largeNumberCategories
    return large.isEmpty ? categories : categories.filter { !large.contains($0) }
  }

  /// The categories the language uses only for numbers of a million or more and for compact numbers (every CLDR
  /// sample of the category is one): `many` in French (1000000, 1c6), none in English or Korean.
  public var largeNumberCategories: [PluralCategory] { Self.largeNumberCategoriesOfRuleSet[ruleSet] }

  /// The category the language uses for the number with operands `operands`.
  public func category(for operands: PluralOperands) -> PluralCategory {
    Self.category(ruleSet: ruleSet, operands)
  }

  /// The category for a whole number.
  public func category(for count: Int) -> PluralCategory {
    category(for: PluralOperands(count))
  }

  /// The category for a number as shown, in CLDR's sample syntax (`1.0`, `2.50`, `1c6`); `other` if it is not one.
  public func category(for number: some StringProtocol) -> PluralCategory {
    PluralOperands(number).map(category(for:)) ?? .other
  }
}
