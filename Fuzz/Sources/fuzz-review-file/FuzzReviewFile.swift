import Copydeck
import CopydeckFiles
import Foundation
import FuzzDriver

/// libFuzzer's entry point: parses the input as a review file (`<Table>.copydeck-review`) and checks what must hold
/// for every input.
///
/// - The parser never crashes, and returns a review state or throws a diagnostic with a 1-based location and a hint.
/// - What it returns writes back to bytes that parse to the same state, and writing those again changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReviewFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let data = Data(bytes: bytes, count: count)
  let review: ReviewFile
  do {
    review = try ReviewFile.parse(data, file: "fuzz.copydeck-review")
  } catch {
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error.location)")
    precondition(error.hint != nil, "no hint for \(error.message)")
    return 0
  }
  let written = review.data
  guard let again = try? ReviewFile.parse(written, file: "written.copydeck-review") else {
    preconditionFailure("what the writer wrote does not parse: \(String(decoding: written, as: UTF8.self))")
  }
  precondition(again == review, "a round trip changed the review state")
  precondition(again.data == written, "writing twice gives other bytes")
  return 0
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_review_file_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzReviewFile($0, $1) }
}
