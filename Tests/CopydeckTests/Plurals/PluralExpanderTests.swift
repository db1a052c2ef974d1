import Testing

@testable import Copydeck

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
}
