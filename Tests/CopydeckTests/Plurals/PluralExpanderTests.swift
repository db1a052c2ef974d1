import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// How one key's value (as a String Catalog or `.stringsdict` stores it) becomes texts by plural form.
@Suite struct PluralExpanderTests {
  let location = SourceLocation(file: "Localizable.xcstrings", line: 1, column: 1)

  func expand(
    _ value: TableValue, _ substitutions: [Substitution] = [], countPosition: Int? = nil
  ) throws(PluralExpander.Failure) -> PluralTree<String> {
    let entry = TableEntry(key: "k", value: value, substitutions: substitutions, location: location, format: .xcstrings)
    return try PluralExpander(entry: entry, countPosition: countPosition, place: "'k' in Localizable.xcstrings").expand()
  }

  func pick(_ tree: PluralTree<String>, _ arguments: [CopyArgument], _ language: String = "en") throws -> String {
    var notes: [String] = []
    return try tree.select(arguments, rules: PluralRules(language: language), notes: &notes)
  }

  @Test func topLevelPluralIsChosenByItsOnlyNumber() throws {
    let tree = try expand(.plural([.one: .string("%lld item in %@"), .other: .string("%lld items in %@")]))
    #expect(try pick(tree, [1, "Inbox"]) == "%lld item in %@")
    #expect(try pick(tree, [2, "Inbox"]) == "%lld items in %@")
  }

  @Test func topLevelPluralWithTwoNumbersNeedsThePluralArgument() throws {
    let value = TableValue.plural([.one: .string("%1$lld of %2$lld item"), .other: .string("%1$lld of %2$lld items")])
    #expect(throws: PluralExpander.Failure.self) { try expand(value) }
    do {
      _ = try expand(value)
    } catch {
      #expect(error.reason.contains("\"pluralArgument\""))
    }
    let tree = try expand(value, countPosition: 2)
    #expect(try pick(tree, [5, 1]) == "%1$lld of %2$lld item")
  }

  @Test func argStandsForTheSubstitutionsSpecifierAtItsArgNum() throws {
    let substitution = Substitution(
      name: "count", argumentNumber: 2, formatSpecifier: "lld",
      value: .plural([.one: .string("%arg photo"), .other: .string("%arg photos")]))
    let tree = try expand(.string("%@ shared %#@count@"), [substitution])
    #expect(try pick(tree, ["Mina", 1]) == "%1$@ shared %2$lld photo")
    #expect(try pick(tree, ["Mina", 3]) == "%1$@ shared %2$lld photos")
  }

  @Test func theIPhoneVariationIsUsedOrElseOther() throws {
    let tree = try expand(
      .device([.ipad: .string("Tap Share on the toolbar"), .iphone: .string("Tap Share"), .other: .string("Click Share")]))
    #expect(try pick(tree, []) == "Tap Share")
    #expect(try pick(try expand(.device([.mac: .string("Click"), .other: .string("Tap")])), []) == "Tap")
    #expect(throws: PluralExpander.Failure.self) { try expand(.device([.mac: .string("Click")])) }
  }

  @Test func anUndefinedOrSelfNamingSubstitutionIsAFailureNotALoop() {
    #expect(throws: PluralExpander.Failure.self) { try expand(.string("%#@missing@")) }
    let loop = Substitution(name: "a", argumentNumber: 1, formatSpecifier: "d", value: .plural([.other: .string("%#@a@")]))
    #expect(throws: PluralExpander.Failure.self) { try expand(.string("%#@a@"), [loop]) }
  }

  @Test func percentSignsSurviveTheRewrite() throws {
    let substitution = Substitution(
      name: "n", argumentNumber: nil, formatSpecifier: "d", value: .plural([.one: .string("%d%% done"), .other: .string("%d%% done")]))
    #expect(try pick(try expand(.string("%#@n@ (100%%)"), [substitution]), [1]) == "%1$d%% done (100%%)")
  }
  /// Stringsdict shapes real apps ship, numbered as Foundation numbers them: an unnumbered specifier in a form reads
  /// from its `%#@name@`'s argument on, a numbered one its own position. Each expanded text is then formatted by
  /// Foundation's `String(format:)`, which reads mixed and numbered specifiers with the same rule.
  @Test func formsAreNumberedAsFoundationNumbersThem() throws {
    let names = Substitution(
      name: "names", argumentNumber: nil, formatSpecifier: "ld", value: .plural([.one: .string(""), .other: .string("")]))
    let others = Substitution(
      name: "others", argumentNumber: nil, formatSpecifier: "ld",
      value: .plural([.one: .string("Followed by %1$@ and one other"), .other: .string("Followed by %1$@ and %ld others")]))
    let mutual = try expand(.string("%#@names@%#@others@"), [names, others])
    let followed = try pick(mutual, ["Mina", 3])
    #expect(followed == "Followed by %1$@ and %2$ld others")
    #expect(String(format: followed, "Mina", 3) == "Followed by Mina and 3 others")
    #expect(try pick(mutual, ["Mina", 1]) == "Followed by %1$@ and one other")

    // A form that names another substitution at %2$ skips argument 1, the count that chose it.
    let copies = Substitution(
      name: "copies", argumentNumber: nil, formatSpecifier: "d", value: .plural([.one: .string("copy"), .other: .string("%d copies")]))
    let files = Substitution(
      name: "files", argumentNumber: nil, formatSpecifier: "d",
      value: .plural([.one: .string("Check your %2$#@copies@ first."), .other: .string("Check your %2$#@copies@ of them first.")]))
    let check = try expand(.string("%1$#@files@"), [files, copies])
    #expect(try pick(check, [4, 2]) == "Check your %2$d copies of them first.")
    #expect(try pick(check, [1, 1]) == "Check your copy first.")

    // Two unnumbered specifiers in one form read the reference's argument and the one after it.
    let range = Substitution(
      name: "range", argumentNumber: 2, formatSpecifier: "d", value: .plural([.one: .string("%d of %d"), .other: .string("%d of %d")]))
    let shown = try pick(try expand(.string("%@: %#@range@"), [range]), ["Page", 3, 9])
    #expect(shown == "%1$@: %2$d of %3$d")
    #expect(String(format: shown, "Page", 3, 9) == "Page: 3 of 9")
    // Foundation reads a width before the reference's '#' (`%1#@n@`, a slip for `%1$#@n@`) as a width it ignores.
    let trackers = Substitution(
      name: "count", argumentNumber: nil, formatSpecifier: "d",
      value: .plural([.one: .string("%2$@ and 1 other"), .other: .string("%2$@ and %d others")]))
    #expect(
      try pick(try expand(.string("%1#@count@ tried to track you"), [trackers]), [3, "Ads"]) == "%2$@ and %1$d others tried to track you")
    // A malformed specifier in a form is still refused.
    let broken = Substitution(name: "n", argumentNumber: nil, formatSpecifier: "ld", value: .plural([.other: .string("%1ημ ago")]))
    #expect(throws: PluralExpander.Failure.self) { try expand(.string("%#@n@"), [broken]) }
  }

  /// Foundation itself reads an unnumbered specifier beside numbered ones from its own count, which is how the
  /// expander numbers a form's specifiers after its reference's argument.
  @Test func foundationCountsUnnumberedSpecifiersApartFromNumberedOnes() {
    #expect(String(format: "%2$@ %@ %@", "A", "B") == "B A B")
    #expect(FormatString("%2$@ %@ %@").specifiers.map(\.position) == [2, 1, 2])
  }

  /// French `many` is for round millions only: a plural without it shows `other` for 1000000, as the device does.
  @Test func aCategoryOnlyMillionsTakeFallsBackToOther() throws {
    let tree = try expand(.plural([.one: .string("%lld fichier"), .other: .string("%lld fichiers")]))
    var notes: [String] = []
    #expect(try tree.select([1_000_000], rules: PluralRules(language: "fr"), notes: &notes) == "%lld fichiers")
    #expect(notes == ["'k' has no 'many' form, which 1000000 takes in fr, so it takes 'other' as on the device"])
    // A category ordinary counts take is still required: Russian 'few' for 2.
    #expect(throws: PluralTree<String>.Missing.self) {
      try tree.select([2], rules: PluralRules(language: "ru"), notes: &notes)
    }
  }
}
