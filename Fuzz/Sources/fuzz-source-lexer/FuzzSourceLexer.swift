import CopydeckSource
import FuzzDriver

/// libFuzzer's entry point: lexes the input as Swift and as Objective-C and finds its lookups, checking what must hold
/// for every input.
///
/// - The lexer and the finder never crash nor recurse without bound (interpolations nest at most 64 deep), and each
///   input costs time linear in its size (libFuzzer's `-timeout` catches a slow one).
/// - Every token lies inside the input, in order, on a line from 1; every lookup has a 1-based line and column.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceLexer(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  let wrappers = [LookupWrapper(name: "L10n.tr", shape: .function, key: .position(2), table: .position(1))]
  for language in [SourceLanguage.swift, .objectiveC] {
    let tokens = SourceLexer.tokens(input, language: language)
    check(tokens.tokens, in: tokens, count: count)
    let found = LookupFinder(wrappers: wrappers).find(in: input, language: language, file: "fuzz")
    for lookup in found.lookups + found.dynamicLookups {
      precondition(lookup.line >= 1 && lookup.column >= 1, "bad place \(lookup.line):\(lookup.column)")
    }
    for call in found.formatCalls { precondition(call.line >= 1 && call.column >= 1 && call.argumentCount >= 0) }
  }
  return 0
}

/// Checks that `list` (and the tokens of every interpolation in it) lie inside the input, in order.
private func check(_ list: [SourceToken], in tokens: SourceTokens, count: Int) {
  var previous = 0
  for token in list {
    precondition(token.start >= previous && token.start <= token.end && token.end <= count, "token out of place \(token)")
    precondition(token.line >= 1 && token.lineStart <= token.start, "bad line \(token)")
    previous = token.start
    guard token.kind == .string else { continue }
    for case .interpolation(let inner) in tokens.literals[token.literal].parts { check(inner, in: tokens, count: count) }
  }
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_source_lexer_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzSourceLexer($0, $1) }
}
