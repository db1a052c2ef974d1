import Copydeck
import Foundation
import Testing

@testable import CopydeckFiles

/// Xcode's old-style property lists (`project.pbxproj`): every form of value, the places of values, a located error
/// with a hint for each problem, and Foundation's reading of the same text as the oracle.
@Suite struct OldStylePropertyListReaderTests {
  private func parse(_ text: String) throws(StringsDiagnostic) -> PropertyListNode {
    try OldStylePropertyListReader.parse(Array(text.utf8), file: "App.xcodeproj/project.pbxproj")
  }

  /// The error a text gives, as a person reads it.
  private func error(_ text: String) -> String {
    do {
      _ = try parse(text)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func readsEveryFormOfValue() throws {
    let text = """
      // !$*UTF8*$!
      {
      	archiveVersion = 1; /* a comment */
      	objects = {
      		A1 /* App */ = { isa = PBXNativeTarget; name = "My \\"App\\"\\n"; productType = "com.apple.product-type.application"; };
      	};
      	list = ( a, "b c", 'd', );
      	empty = ( );
      	data = <0fA3 12bc>;
      	escapes = "tab\\tquote\\\\ \\U00e9 \\101";
      }
      """
    let root = try parse(text)
    #expect(root["archiveVersion"]?.string == "1")
    #expect(root["objects"]?["A1"]?["name"]?.string == "My \"App\"\n")
    #expect(root["objects"]?["A1"]?["productType"]?.string == "com.apple.product-type.application")
    #expect(root["list"]?.elements?.compactMap(\.string) == ["a", "b c", "d"])
    #expect(root["empty"]?.elements?.isEmpty == true)
    guard case .other("data", let digits)? = root["data"]?.value else {
      Issue.record("data not read")
      return
    }
    #expect(digits == "0fA312bc")
    #expect(root["escapes"]?.string == "tab\tquote\\ é A")
    // Places: the key `name` and its value on line 5.
    let target = root["objects"]?.members?.first
    #expect(target?.keyLocation.description == "App.xcodeproj/project.pbxproj:5:3")
    #expect(root["objects"]?["A1"]?["name"]?.location.line == 5)
  }

  /// Foundation reads the same text to the same strings (CoreFoundation's old-style reader is Apple's own).
  @Test func agreesWithFoundation() throws {
    let text = """
      { a = "x\\ny"; b = ( 1, "two", ); c = { d = e; }; "quoted key" = 'single'; u = "\\U2019"; }
      """
    let root = try parse(text)
    let oracle = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]
    #expect(oracle?["a"] as? String == root["a"]?.string)
    #expect(oracle?["b"] as? [String] == root["b"]?.elements?.compactMap(\.string))
    #expect((oracle?["c"] as? [String: String])?["d"] == root["c"]?["d"]?.string)
    #expect(oracle?["quoted key"] as? String == root["quoted key"]?.string)
    #expect(oracle?["u"] as? String == root["u"]?.string)
  }

  /// Each problem is placed at its line and column, says what is wrong and what to do.
  @Test func errorsArePlacedWithAHint() {
    #expect(
      error("{\n  a = b\n  c = d;\n}") == """
        App.xcodeproj/project.pbxproj:3:3: error: expected ; after the value of "a", found 'c' (U+0063)
          hint: look for a merge conflict marker or a hand edit here; a dictionary is { key = value; }, an array ( a, b, )
        """)
    #expect(
      error("{\n  a = (b, c;\n}") == """
        App.xcodeproj/project.pbxproj:2:12: error: expected , or the closing ), found ';' (U+003B)
          hint: look for a merge conflict marker or a hand edit here; a dictionary is { key = value; }, an array ( a, b, )
        """)
    #expect(
      error("{\n  a = \"open;\n}") == """
        App.xcodeproj/project.pbxproj:2:7: error: this string is never closed
          hint: add the closing quote (a quote inside a string is written \\")
        """)
    #expect(
      error("{ a = {") == """
        App.xcodeproj/project.pbxproj:1:8: error: the file ends inside the { … } dictionary opened at App.xcodeproj/project.pbxproj:1:7
          hint: the file is cut short: restore it from version control (Xcode rewrites project.pbxproj whole)
        """)
    #expect(
      error("{ a = <0g>; }").hasPrefix("App.xcodeproj/project.pbxproj:1:9: error: 'g' (U+0067) is not a hexadecimal digit in <…> data"))
    #expect(error("{ a = <0f1>; }").hasPrefix("App.xcodeproj/project.pbxproj:1:7: error: <…> data has an odd number"))
    #expect(error("{ } }").hasPrefix("App.xcodeproj/project.pbxproj:1:5: error: '}' (U+007D) follows the closing } of the file"))
    #expect(error("  // only a comment\n").hasPrefix("App.xcodeproj/project.pbxproj:1:1: error: the file holds no value"))
    #expect(
      error("{\n<<<<<<< HEAD\n}").hasPrefix(
        "App.xcodeproj/project.pbxproj:2:1: error: expected a key or the closing }, found '<' (U+003C)"))
  }

  /// Nesting deeper than the limit is refused at its place, never recursed into without bound.
  @Test func deepNestingIsRefused() {
    let deep = String(repeating: "(", count: 100_000)
    #expect(error(deep).hasPrefix("App.xcodeproj/project.pbxproj:1:257: error: values are nested more than 256 levels deep"))
  }
}
