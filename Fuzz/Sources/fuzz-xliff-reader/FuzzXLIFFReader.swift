import Copydeck
import CopydeckAdoption
import CopydeckFiles
import Foundation
import FuzzDriver

/// The folder each input is read against: a scratch copy of the XLIFF fixture (`en` and `ko` tables), made once.
private let folder: LocalizationsFolder = {
  let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let fixture = repository.appendingPathComponent("Tests/CopydeckAdoptionTests/Fixtures/xliff")
  let copy = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-fuzz-xliff-\(getpid())/xliff")
  try? FileManager.default.removeItem(at: copy.deletingLastPathComponent())
  do {
    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: fixture, to: copy)
    return try LocalizationsFolder.scan(copy)
  } catch {
    fatalError("cannot set up the folder to import into: \(error)")
  }
}()

/// libFuzzer's entry point: reads the input as a translated XLIFF against the fixture folder (`copydeck import`
/// without writing) and checks what must hold for every input.
///
/// - The reader never crashes nor recurses without bound (deep nesting is refused at 256 levels), and each input
///   costs time linear in its size (libFuzzer's `-timeout` catches a slow one).
/// - A refused file names its place: `fuzz.xliff:LINE:COLUMN:` with a line of the input and a column of at least 1,
///   and a hint; so does every finding.
/// - What is read is UTF-8: a file that is not is refused, never read with U+FFFD in its place.
/// - Every table the import would write is inside the folder, however the file names its language.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFFReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  let lines = input.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
  func checkPlace(_ line: Int, _ column: Int, _ what: String) {
    precondition((1...lines).contains(line) && column >= 1 && column <= count + 1, "bad place \(line):\(column) in \(what)")
  }
  let plan: XLIFFImport
  do {
    plan = try XLIFFImport(input, file: "fuzz.xliff", folder: folder, developmentLanguage: "en")
  } catch {
    let parts = error.description.split(separator: ":", maxSplits: 3)
    guard parts.count == 4, parts[0] == "fuzz.xliff", let line = Int(parts[1]), let column = Int(parts[2]) else {
      preconditionFailure("a refusal without its place: \(error.description)")
    }
    checkPlace(line, column, error.description)
    precondition(error.description.contains("\n  hint: "), "a refusal without a hint: \(error.description)")
    return 0
  }
  precondition(String(validating: input, as: UTF8.self) != nil, "a file that is not UTF-8 was read")
  for finding in plan.findings + plan.warnings { checkPlace(finding.line, finding.column, finding.description) }
  for destination in plan.destinations {
    let path = destination.standardizedFileURL.path
    precondition(path.hasPrefix(folder.url.standardizedFileURL.path + "/"), "a table outside the folder: \(destination.path)")
    precondition(!destination.path.contains("/../") && !destination.path.contains("\0"), "a table named by a path: \(destination.path)")
  }
  return 0
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_xliff_reader_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzXLIFFReader($0, $1) }
}
