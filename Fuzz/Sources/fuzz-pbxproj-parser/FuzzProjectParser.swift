import Copydeck
import CopydeckFiles
import Foundation
import FuzzDriver

/// libFuzzer's entry point: parses the input as an Xcode project file (the old-style property-list reader over the
/// `.strings` lexer, then the project model) and checks what must hold for every input.
///
/// - The reader never crashes nor recurses without bound (nesting is refused at 256 levels), and each input costs
///   time linear in its size (libFuzzer's `-timeout` catches a slow one).
/// - It returns a tree or throws a diagnostic with a 1-based location and a hint; every node it returns lies inside the
///   input, at a 1-based place.
/// - A text it reads, Foundation (CoreFoundation's own old-style reader) reads too, to the same top-level keys.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  let root: PropertyListNode
  do {
    root = try OldStylePropertyListReader.parse(input, file: "fuzz.pbxproj")
  } catch {
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error.location)")
    precondition(error.hint != nil, "an error without a hint: \(error)")
    return 0
  }
  check(root, count: count)
  if let members = root.members, Set(members.map(\.key)).count == members.count, input.allSatisfy({ $0 < 0x80 && $0 != 0 }) {
    let oracle = try? PropertyListSerialization.propertyList(from: Data(input), format: nil) as? [String: Any]
    precondition(oracle.map { Set($0.keys) == Set(members.map(\.key)) } ?? true, "Foundation reads other keys")
  }
  do {
    _ = try XcodeProject(bytes: input, file: "fuzz.pbxproj", sourceRoot: URL(fileURLWithPath: "/"))
  } catch {
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error.location)")
  }
  return 0
}

/// Every node lies inside the input at a 1-based place (checked without recursion: a tree may be 256 levels deep).
private func check(_ root: PropertyListNode, count: Int) {
  var pending = [root]
  while let node = pending.popLast() {
    precondition(node.range.lowerBound >= 0 && node.range.upperBound <= count, "node outside the input")
    precondition(node.location.line >= 1 && node.location.column >= 1, "bad location \(node.location)")
    pending += node.members?.map(\.node) ?? node.elements ?? []
  }
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_pbxproj_parser_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzProjectParser($0, $1) }
}
