import Copydeck
import CopydeckFiles
import Foundation
import FuzzDriver

/// libFuzzer's entry point: parses the input as a String Catalog (`.xcstrings`) and checks what must hold for every
/// input.
///
/// - The parser never crashes; it returns a catalog or throws a diagnostic with a 1-based location, and every
///   warning it collects has one too.
/// - What Copydeck reads, Foundation's `JSONSerialization` reads: a file Copydeck accepts is JSON.
/// - Xcode's formatting is stable: the catalog written out reads back as the same languages and keys, and writing
///   that again gives the same bytes.
/// - Setting the first plain value of each language writes a catalog that parses, holds the new value and keeps every
///   other key of that language.
/// - Converting to `.strings` + `.stringsdict` either refuses or writes files Apple's parser and Copydeck both read,
///   with the same plain values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalogParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let data = Data(bytes: bytes, count: count)
  let catalog: StringCatalog
  do {
    catalog = try StringCatalogParser.parse(data, file: "fuzz.xcstrings")
  } catch {
    precondition(error.location.line >= 1 && error.location.column >= 1, "bad location \(error.location)")
    return 0
  }
  for diagnostic in catalog.diagnostics {
    precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "bad location \(diagnostic.location)")
  }
  precondition((try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil, "Copydeck reads what is not JSON")
  let formatted = catalog.xcodeFormatted
  guard let again = try? StringCatalogParser.parse(formatted, file: "formatted.xcstrings") else {
    preconditionFailure("the catalog as Xcode writes it does not parse")
  }
  precondition(again.languages == catalog.languages, "formatting changed the languages")
  precondition(again.keys.map(\.key) == catalog.keys.map(\.key), "formatting changed the keys")
  precondition(again.xcodeFormatted == formatted, "formatting is not stable")
  for language in catalog.languages {
    let entries = catalog.entries(language: language)
    guard let entry = entries.entries.first(where: { $0.value.string != nil && $0.substitutions.isEmpty }),
      var editor = try? StringCatalogEditor(data: data, file: "fuzz.xcstrings")
    else { continue }
    let value = "fuzz \"값\" \\ \n\t😀"
    do {
      try editor.setValue(value, forKey: entry.key, language: language)
    } catch {
      continue
    }
    let edited = editor.catalog.entries(language: language)
    precondition(edited.entry(forKey: entry.key)?.value == .string(value), "the new value does not read back")
    for other in entries.entries where other.key != entry.key {
      precondition(edited.entry(forKey: other.key)?.value == other.value, "editing \(entry.key) changed \(other.key)")
    }
  }
  guard catalog.errors.isEmpty, let tables = try? TablesFromCatalog.tables(catalog, file: "fuzz.xcstrings") else { return 0 }
  for language in tables.files {
    if let strings = language.strings {
      guard let table = try? StringsParser.parse(strings, file: "fuzz.strings"), let apple = AppleOracle.table(strings) else {
        preconditionFailure("the .strings written for \(language.language) does not parse")
      }
      var ours: AppleOracle.UnitMap = [:]
      for key in table.keys { ours[Array(key.utf16)] = Array(table.value(forKey: key)!.utf16) }
      precondition(ours == apple, "Copydeck and Apple read the written .strings differently")
      // A key the language does not localize (read as its key in the source language) is in none of its tables.
      let localized = Set(catalog.keys.filter { $0.languages.contains(language.language) }.map(\.key))
      for entry in catalog.entries(language: language.language).entries where localized.contains(entry.key) {
        if case .string(let text) = entry.value, entry.substitutions.isEmpty {
          precondition(table.value(forKey: entry.key) == text, "\(entry.key) did not convert")
        }
      }
    }
    if let dictionary = language.stringsdict {
      precondition(
        (try? PropertyListSerialization.propertyList(from: dictionary, format: nil)) is NSDictionary,
        "Apple does not read the written .stringsdict")
      precondition(
        (try? StringsDictParser.parse(dictionary, file: "fuzz.stringsdict")) != nil, "Copydeck does not read the written .stringsdict")
    }
  }
  return 0
}

/// The program's entry point (SwiftPM's name for this executable's `main`), handing control to libFuzzer.
@_cdecl("fuzz_xcstrings_parser_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runLibFuzzer(argc, argv) { fuzzStringCatalogParser($0, $1) }
}
