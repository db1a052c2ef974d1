import Copydeck
import CopydeckFiles
import Foundation
import FuzzDriver

/// libFuzzer's entry point: parses the input as a `.strings` file and checks what must hold for every input.
///
/// - The parser never crashes; it returns a table or throws a diagnostic with a 1-based location.
/// - Copydeck and Apple's parser (CoreFoundation) read the same key→value map, or both reject the input.
/// - Every key of the table finds its entry, and every key and value is valid UTF-8.
/// - `StringsParser.map` (what `copydeck parse` reads) has the table's sorted map, diagnostics and error.
/// - Setting a value writes a file that parses again, holds the new value, and keeps every other entry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let data = Data(bytes: bytes, count: count)
  var apple = AppleOracle.table(data)
  // Keys that differ only in lone surrogates: one key in a Swift String, two on the device (left out on both sides).
  let indistinguishable = AppleOracle.indistinguishableKeys(data)
  for key in indistinguishable { apple?[key] = nil }
  let table: StringsTable
  var mapDiagnostics: [String] = []
  let map = Result { () throws(StringsDiagnostic) in
    try StringsParser.map([UInt8](data), file: "fuzz.strings") { mapDiagnostics.append($0.description) }
  }
  do {
    table = try StringsParser.parse(data, file: "fuzz.strings")
  } catch {
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error.location)")
    precondition(apple == nil, "Copydeck rejects what Apple reads: \(error)")
    guard case .failure(let mapError) = map, mapError.description == error.description else {
      preconditionFailure("the map and the table disagree on a rejected file")
    }
    return 0
  }
  guard case .success(let read) = map else { preconditionFailure("the map rejects what the table reads") }
  precondition(mapDiagnostics == table.diagnostics.map(\.description), "the map and the table report different diagnostics")
  var pairs: [(String, String)] = []
  read.forEachSorted { pairs.append((String(decoding: $0, as: UTF8.self), String(decoding: $1, as: UTF8.self))) }
  let sortedKeys = table.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  precondition(
    pairs.map(\.0).elementsEqual(sortedKeys, by: { $0.utf8.elementsEqual($1.utf8) })
      && pairs.map(\.1).elementsEqual(sortedKeys.map { table.value(forKey: $0)! }, by: { $0.utf8.elementsEqual($1.utf8) }),
    "the map and the table read different maps")
  var ours: AppleOracle.UnitMap = [:]
  for key in table.keys where !indistinguishable.contains(Array(key.utf16)) {
    ours[Array(key.utf16)] = Array(table.value(forKey: key)!.utf16)
  }
  precondition(
    ours == apple || (apple == nil && ours.isEmpty && AppleOracle.holdsNoCharacter(data)), "Copydeck and Apple read different tables")
  for key in table.keys { precondition(table.entry(forKey: key) != nil, "lost key \(key)") }
  // The parser builds its strings without the standard library's check of their UTF-8 (`ValidUTF8String`).
  for entry in table.entries {
    precondition(
      String(validating: Array(entry.key.utf8), as: UTF8.self) != nil && String(validating: Array(entry.value.utf8), as: UTF8.self) != nil,
      "an entry's key or value is not valid UTF-8")
  }
  guard table.form != .xml, let key = table.keys.first, var editor = try? StringsEditor(data: data, file: "fuzz.strings") else { return 0 }
  let value = "fuzz \"값\" \\ \n\t😀"
  do {
    try editor.setValue(value, forKey: key)
  } catch {
    return 0
  }
  guard let edited = try? StringsParser.parse(editor.data, file: "fuzz.strings") else {
    preconditionFailure("the edited file does not parse")
  }
  precondition(edited.value(forKey: key) == value, "the new value does not read back")
  for other in table.keys where !other.unicodeScalars.elementsEqual(key.unicodeScalars) {
    precondition(edited.value(forKey: other) == table.value(forKey: other), "editing \(key) changed \(other)")
  }
  return 0
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_strings_parser_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzStringsParser($0, $1) }
}
