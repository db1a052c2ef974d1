import Copydeck
import CopydeckFiles
import Foundation
import FuzzDriver

/// libFuzzer's entry point: parses the input as a `.stringsdict` file (the property-list reader over the package's one
/// XML reader) and checks what must hold for every input.
///
/// - The parser never crashes nor recurses without bound (deep nesting is refused at 256 levels), and each input
///   costs time linear in its size (libFuzzer's `-timeout` catches a slow one).
/// - It returns a table or throws a diagnostic with a 1-based location, and every diagnostic it collects has one too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDictParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let data = Data(bytes: bytes, count: count)
  let table: TableEntries
  do {
    table = try StringsDictParser.parse(data, file: "fuzz.stringsdict")
  } catch {
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error.location)")
    return 0
  }
  for diagnostic in table.diagnostics {
    precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "bad location \(diagnostic.location)")
  }
  return 0
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_stringsdict_parser_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzStringsDictParser($0, $1) }
}
