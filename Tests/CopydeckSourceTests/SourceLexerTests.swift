import CopydeckSource
import Testing

/// The lexer reads every kind of literal and comment as the compiler does.
@Suite struct SourceLexerTests {
  /// The plain text of each string literal of `code`, `nil` for an interpolated one.
  func literals(_ code: String, _ language: SourceLanguage = .swift) -> [String?] {
    let tokens = SourceLexer.tokens(Array(code.utf8), language: language)
    return tokens.tokens.filter { $0.kind == .string }.map { tokens.literals[$0.literal].plainText }
  }

  @Test func escapesAreTheCharactersTheyStandFor() {
    #expect(literals(#"let a = "tab\t\"quote\" \\ \u{1F600} \0""#) == ["tab\t\"quote\" \\ 😀 \0"])
  }

  @Test func interpolationWithNestedParenthesesAndStringsIsOneLiteral() {
    let code = #"let a = "x \(f("a)\"", (1 + g(")")))) y"; let b = "z""#
    let tokens = SourceLexer.tokens(Array(code.utf8), language: .swift)
    let strings = tokens.tokens.filter { $0.kind == .string }
    #expect(strings.count == 2)
    let parts = tokens.literals[strings[0].literal].parts
    #expect(parts.count == 3)
    guard case .interpolation(let inner) = parts[1] else {
      Issue.record("no interpolation")
      return
    }
    let innerStrings = inner.filter { $0.kind == .string }.map { tokens.literals[$0.literal].plainText }
    #expect(innerStrings == ["a)\"", ")"])
    #expect(tokens.literals[strings[1].literal].plainText == "z")
  }

  @Test func rawStringsKeepBackslashesAndQuotes() {
    #expect(literals(##"let a = #"a\n"b"\#t"#"##) == ["a\\n\"b\"\t"])
    #expect(literals(###"let a = ##"x"#y"##"###) == ["x\"#y"])
  }

  @Test func rawStringInterpolationNeedsItsHashes() {
    let code = ##"let a = #"n: \(x) \#(y)"#"##
    let tokens = SourceLexer.tokens(Array(code.utf8), language: .swift)
    let literal = tokens.literals[0]
    #expect(literal.parts.count == 2)
    #expect(literal.parts.first == .text("n: \\(x) "))
  }

  @Test func multiLineLiteralsLoseTheClosingIndentation() {
    let code = "let a = \"\"\"\n    first \"quoted\"\n      second\\\n    third\n    \"\"\"\nlet b = \"after\""
    #expect(literals(code) == ["first \"quoted\"\n  secondthird", "after"])
  }

  @Test func nestedBlockCommentsHideWhatTheyHold() {
    #expect(literals("/* a /* \"no\" */ \"still no\" */ let a = \"yes\" // \"no\"") == ["yes"])
  }

  @Test func objectiveCBlockCommentsDoNotNest() {
    #expect(literals("/* a /* */ NSString *s = @\"yes\\x41\\101\"; char c = '\"';", .objectiveC) == ["yesAA"])
  }

  @Test func everyBranchOfAnIfIsRead() {
    #expect(literals("#if DEBUG\nText(\"a\")\n#elseif os(iOS)\nText(\"b\")\n#else\nText(\"c\")\n#endif") == ["a", "b", "c"])
  }

  @Test func linesAndColumnsCountScalarsFromOne() {
    let tokens = SourceLexer.tokens(Array("/* 한글 */\n  é = \"x\"".utf8), language: .swift)
    let string = tokens.tokens.first { $0.kind == .string }!
    #expect(string.line == 2)
    #expect(tokens.column(of: string) == 7)
  }

  @Test func unterminatedLiteralsAndCommentsEndTheirLineOrFile() {
    #expect(literals("let a = \"open\nlet b = \"closed\"") == ["open", "closed"])
    #expect(literals("let a = \"\"\"\nnever closed") == ["never closed"])
    #expect(literals("/* /* never closed */ \"x\"").isEmpty)
  }

  @Test func deepInterpolationIsBoundedAndLinear() {
    let depth = 10_000
    let code = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
    let tokens = SourceLexer.tokens(Array(code.utf8), language: .swift)
    #expect(!tokens.tokens.isEmpty)
  }
}
