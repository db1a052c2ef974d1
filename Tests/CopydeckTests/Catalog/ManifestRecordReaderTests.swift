import CopydeckTestSupport
import Foundation
import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// The manifest's records are read straight from the JSON scanner (``ManifestRecordReader``), and a record it does
/// not take is decoded from its tree; the result must be what decoding every record from its tree gives, entry for
/// entry and error for error (message, record and position).
@Suite struct ManifestRecordReaderTests {
  static let file = "Localizations/catalog.json"

  /// Decoding every record from its tree, as the decoder did before the reader: the oracle.
  static func treeDecode(_ bytes: [UInt8]) -> Result<CatalogManifest, ManifestError> {
    Result { () throws(ManifestError) in
      let decoder = ManifestDecoder(file: file)
      let root: JSONNode
      switch Result(catching: { () throws(JSONScanner.SyntaxError) in try JSONReader.read(bytes) }) {
      case .success(let node): root = node
      case .failure(let error): throw decoder.syntaxError(error)
      }
      let top = try decoder.topFields(root)
      let header = try decoder.decodeHeader(top)
      var entries: [EntryDefinition] = []
      var seen: [String: Int] = [:]
      var codeOwners: [String: String] = [:]
      for (position, node) in try top.array("entries").enumerated() {
        let entry = try decoder.decodeEntry(node, position: position)
        // Ids and codes used twice, as the decoder checked them before ``ManifestIndex``.
        if let first = seen[entry.id] {
          throw ManifestError.invalid(
            file: file, line: node.line, column: node.column, entry: entry.id, problem: .duplicateID(firstLine: first))
        }
        seen[entry.id] = node.line
        for code in entry.codes {
          if let owner = codeOwners[code] {
            throw ManifestError.invalid(
              file: file, line: node.line, column: node.column, entry: entry.id,
              problem: .codeAlreadyMapped(code: code, owner: owner))
          }
          codeOwners[code] = entry.id
        }
        entries.append(entry)
      }
      guard seen[header.commonFailure] != nil else {
        throw top.problem(at: "commonFailure", .commonFailureNotAnEntry(header.commonFailure))
      }
      return CatalogManifest(
        developmentLanguage: header.developmentLanguage, languages: header.languages, commonFailure: header.commonFailure,
        entries: entries, ownedTables: header.ownedTables, file: file)
    }
  }

  static func decode(_ bytes: [UInt8]) -> Result<CatalogManifest, ManifestError> {
    Result { () throws(ManifestError) in try ManifestDecoder(file: file).decode(bytes) }
  }

  @Test func generatedManifestsDecodeAsFromTheirTrees() {
    var generator = SeededGenerator(seed: 14)
    var (decoded, failed, fast) = (0, 0, 0)
    var problems: Set<String> = []
    for _ in 0..<4_000 {
      let text = RecordGenerator.manifest(using: &generator)
      let bytes = Array(text.utf8)
      let expected = Self.treeDecode(bytes)
      let got = Self.decode(bytes)
      #expect(got == expected, "\(text)")
      switch expected {
      case .success(let manifest):
        decoded += 1
        fast += manifest.entries.count
      case .failure(let error):
        failed += 1
        if case .invalid(_, _, _, _, let problem) = error { problems.insert("\(problem)".prefix { $0 != "(" }.description) }
      }
    }
    // Both outcomes, and most kinds of problem, are exercised.
    #expect(decoded > 400 && failed > 400, "\(decoded) decoded, \(failed) failed")
    #expect(problems.count >= 25, "\(problems.sorted())")
    #expect(fast > 0)
  }

  @Test func theLazyLoadDecodesEachRecordAsFromItsTree() throws {
    var generator = SeededGenerator(seed: 15)
    var compared = 0
    for _ in 0..<2_000 {
      let text = RecordGenerator.manifest(using: &generator, uniqueIDs: true)
      let bytes = Array(text.utf8)
      guard let records = try? ManifestRecords.index(bytes, file: Self.file, layout: nil).records else { continue }
      let decoder = ManifestDecoder(file: Self.file)
      let root = try JSONReader.read(bytes)
      let nodes = try decoder.topFields(root).array("entries")
      for (position, node) in nodes.enumerated() {
        let expected = Result { () throws(ManifestError) in try decoder.decodeEntry(node, position: position) }
        #expect(records.entry(position) == expected, "\(text)")
        compared += 1
      }
    }
    #expect(compared > 1_000)
  }

  /// The reader takes every record of the shipped catalog and of the test fixtures itself (none falls back to its tree).
  @Test func theReaderTakesEveryValidRecordOfTheFixtures() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let files =
      [root.appendingPathComponent("Localizations/catalog.json")]
      + (FileManager.default.enumerator(at: root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "catalog.json" } ?? [])
    var records = 0
    for url in files {
      let bytes = try Array(Data(contentsOf: url))
      guard case .success(let manifest) = Self.treeDecode(bytes) else { continue }
      let starts = try bytes.withUnsafeBufferPointer { buffer in
        try ManifestDecoder.scan(buffer) { (scanner: inout JSONScanner) throws(JSONScanner.SyntaxError) in
          let start = try ManifestDecoder.recordStart(&scanner)
          try scanner.skipValue()
          return start
        }.1
      }
      for (start, entry) in zip(starts, manifest.entries) {
        let read = try bytes.withUnsafeBufferPointer { buffer in
          var scanner = JSONScanner(bytes: buffer, at: start.index, line: start.line, column: start.column)
          return try ManifestRecordReader.read(&scanner)
        }
        #expect(read == entry, "\(url.path): \(entry.id)")
        records += 1
      }
    }
    #expect(records > 50)
  }
}

/// Random manifests whose records mix valid and invalid fields: wrong types, unknown, repeated and escaped field names,
/// bad ids, roles and formats, repeated buttons and keys, and white space that moves every position. Half of them are
/// made of valid choices only (but for the white space and escaped field names).
struct RecordGenerator {
  private var generator: SeededGenerator
  /// Whether only valid choices are made.
  private let clean: Bool
  /// How much rarer invalid choices are than ``bad(_:)`` says (a light noise makes one problem, often a late one).
  private let rarity: Int

  static func manifest(using generator: inout SeededGenerator, uniqueIDs: Bool = false) -> String {
    let noise = Int.random(in: 0..<10, using: &generator)
    var maker = RecordGenerator(generator: generator, clean: noise < 4, rarity: noise < 7 ? 8 : 1)
    defer { generator = maker.generator }
    return maker.manifest(uniqueIDs: uniqueIDs)
  }

  private init(generator: SeededGenerator, clean: Bool, rarity: Int) {
    self.generator = generator
    self.clean = clean
    self.rarity = rarity
  }

  private mutating func manifest(uniqueIDs: Bool) -> String {
    let count = Int.random(in: 1...4, using: &generator)
    var ids: [String] = []
    let records = (0..<count).map { index -> String in
      let (text, id) = record(index, uniqueIDs: uniqueIDs)
      ids.append(id)
      return text
    }
    let common = bad(10) ? "nowhere.none" : (ids.first ?? "x.y")
    let space = whitespace()
    return #"{"developmentLanguage":"en",\#(space)"languages":["en","ko"],"commonFailure":"\#(common)","entries":["#
      + records.joined(separator: "," + whitespace()) + "]}"
  }

  /// One of `valid`, or (in a noisy manifest) of `valid` and `invalid`.
  private mutating func pick<T>(_ valid: [T], _ invalid: [T] = []) -> T {
    let values = clean || invalid.isEmpty || !chance(100 / rarity) ? valid : valid + invalid
    return values[Int.random(in: 0..<values.count, using: &generator)]
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }

  /// Whether to make an invalid choice, `percent` percent of the time in a noisy manifest.
  private mutating func bad(_ percent: Int) -> Bool {
    !clean && Int.random(in: 0..<100 * rarity, using: &generator) < percent
  }

  private mutating func whitespace() -> String {
    pick(["", " ", "\n", "\n  ", "\t", "  \n    "])
  }

  /// A field name as written: usually plain, sometimes with its first letter escaped (the same key to the decoder).
  private mutating func name(_ name: String) -> String {
    guard chance(3), let first = name.unicodeScalars.first else { return #""\#(name)""# }
    return #""\u00\#(String(first.value, radix: 16))\#(name.dropFirst())""#
  }

  private mutating func object(_ members: [(String, String)]) -> String {
    var members = members
    if bad(4), let repeated = members.randomElement(using: &generator) { members.append(repeated) }
    if bad(3) { members.append(("colour", #""red""#)) }
    members.shuffle(using: &generator)
    var body: [String] = []
    for (key, value) in members { body.append(name(key) + whitespace() + ":" + whitespace() + value) }
    return "{" + whitespace() + body.joined(separator: "," + whitespace()) + "}"
  }

  private func string(_ text: String) -> String {
    #""\#(text)""#
  }

  private mutating func record(_ index: Int, uniqueIDs: Bool) -> (String, String) {
    var members: [(String, String)] = []
    let id = uniqueIDs ? "family.entry\(index)" : pick(["family.entry\(index)", "x.y-z_\(index)"], ["family.entry0", "bad", "a..b"])
    let kind = pick(["alert", "alert", "confirm", "errorScreen", "inline"], ["Alert"])
    if !bad(3) { members.append(("id", bad(2) ? "7" : string(id))) }
    if !bad(2) { members.append(("kind", string(kind))) }
    if !bad(2) { members.append(("category", string(pick(EntryCategory.allCases.map(\.rawValue), ["general"])))) }
    if !bad(2) { members.append(("table", pick([#""T1""#, #""Groups""#], [#""a/b""#, #""x.strings""#, #""""#, "[]"]))) }
    if chance(30) || (index > 0 && bad(20)) {
      members.append(
        ("codes", index > 0 && bad(30) ? #"["C0"]"# : pick(["[]", #"["C\#(index)"]"#], [#"["C1", "C1"]"#, #"["C9", 3]"#, #""C1""#])))
    }
    if chance(20) {
      members.append(("message", kind == "inline" ? pick(["true"], ["false", #""yes""#]) : pick(["true", "false"], [#""yes""#])))
    }
    if chance(20) { members.append(("retryable", pick(["true", "false"], ["null"]))) }
    if chance(20) { members.append(("severity", string(pick(ErrorSeverity.allCases.map(\.rawValue), ["fatal"])))) }
    var buttonIDs: [String] = []
    if chance(70), kind != "inline" || bad(20) {
      var roles: [String] = []
      var buttons: [String] = []
      for id in ["ok", "cancel", "retry"].shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator)) {
        let id = bad(5) ? pick(["ok"], ["bad id", "ok"]) : id
        buttonIDs.append(id)
        var fields: [(String, String)] = [("id", string(id))]
        let role = id == "cancel" ? pick(["cancel"], ["nope"]) : pick(["destructive", "default", "default"], ["nope", "cancel"])
        roles.append(role)
        if !bad(5) { fields.append(("role", string(role))) }
        if chance(30) { fields.append(("preferred", buttons.isEmpty ? pick(["true", "false"], [#""x""#]) : pick(["false"], ["true"]))) }
        buttons.append(object(fields))
      }
      members.append(("buttons", bad(3) ? "{}" : "[" + buttons.joined(separator: ",") + "]"))
    }
    var argumentNames: [String] = []
    if chance(30) {
      var arguments: [String] = []
      for name in ["item", "count"].prefix(Int.random(in: 0...2, using: &generator)) {
        let name = bad(5) ? "item" : name
        argumentNames.append(name)
        var fields: [(String, String)] = [("name", string(name)), ("format", string(pick(["%@", "%d", "%lld"], ["%@ %@", "x", "%"])))]
        if chance(50) {
          fields.append(
            (
              "samples",
              pick([#"{"en":"Photo","ko":"사진"}"#, "{}"], [#"{"en":"a","en":"b"}"#, #"{"en":1}"#, "[]", #"{"e\u0301":"x","é":"y"}"#])
            ))
        }
        arguments.append(object(fields))
      }
      members.append(("arguments", "[" + arguments.joined(separator: ",") + "]"))
    }
    if !bad(3) { members.append(("note", pick([#""Generated entry.""#, #""with \"quotes\" and \u00e9 and 한글""#], ["5"]))) }
    if chance(15) {
      members.append(
        (
          "allow",
          pick([#"[{"rule":"hig-title-length","reason":"why"}]"#, "[]"], [#"[{"rule":"x","reason":"  "}]"#, #"[{"rule":"x"}]"#, "{}"])
        ))
    }
    if chance(25) {
      let button = buttonIDs.first ?? "ok"
      var valid = [#"{}"#, #"{"message":"Shared message"}"#]
      if kind != "inline" { valid.append(#"{"title":"Shared title"}"#) }
      if !buttonIDs.isEmpty { valid.append(#"{"buttons":{"\#(button)":"Shared.OK"}}"#) }
      let invalid = [
        #"{"message":""}"#, #"{"buttons":{"nope":"x"}}"#, #"{"title":"same","message":"same"}"#,
        #"{"buttons":{"\#(button)":"k","\#(button)":"k2"}}"#, #"{"title":"\#(id).message"}"#, #"{"buttons":{"\#(button)":""}}"#,
        #"{"buttons":[]}"#, #"{"title":"inline title"}"#,
      ]
      members.append(("keys", pick(valid, invalid)))
    }
    if chance(20) {
      let allowed = EntryKind(rawValue: kind).map { PresentationStyle.allowed(for: $0).map(\.rawValue) } ?? ["alert"]
      members.append(("presentation", string(pick(allowed, PresentationStyle.allCases.map(\.rawValue) + ["popover"]))))
    }
    if chance(10), !argumentNames.isEmpty || bad(50) {
      members.append(("pluralArgument", pick([string(argumentNames.first ?? "count")], [#""none""#, "5"])))
    }
    let text = bad(2) ? "[]" : object(members)
    return (text, id)
  }
}
