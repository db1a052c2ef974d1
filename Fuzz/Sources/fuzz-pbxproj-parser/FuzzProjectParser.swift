import Copydeck
import CopydeckFiles
import Foundation
import FuzzDriver

/// libFuzzer's entry point: reads the input as an Xcode project file (the old-style property-list reader over the
/// `.strings` lexer, then the project model) and checks what must hold for every input.
///
/// - The reader never crashes nor recurses without bound (nesting is refused at 256 levels), and each input costs
///   time linear in its size (libFuzzer's `-timeout` catches a slow one).
/// - It returns a project or throws a diagnostic with a 1-based location and a hint; every setting is at a 1-based
///   place.
/// - An ASCII project it reads, Foundation (CoreFoundation's own old-style reader) reads too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  let project: XcodeProject
  do {
    project = try XcodeProject(bytes: input, file: "fuzz.pbxproj", sourceRoot: URL(fileURLWithPath: "/"))
  } catch {
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error.location)")
    precondition(error.hint != nil, "an error without a hint: \(error)")
    return 0
  }
  for target in project.targets {
    for configuration in target.configurations {
      for setting in configuration.settings.values {
        precondition(setting.location.line >= 1 && setting.location.column >= 1, "bad location \(setting.location)")
      }
    }
  }
  if input.allSatisfy({ $0 < 0x80 && $0 != 0 }) {
    precondition((try? PropertyListSerialization.propertyList(from: Data(input), format: nil)) != nil, "Foundation rejects a project read")
  }
  return 0
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_pbxproj_parser_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzProjectParser($0, $1) }
}
