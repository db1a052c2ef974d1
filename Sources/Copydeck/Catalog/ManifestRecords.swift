/// A catalog's manifest as its resolution reads it: the top-level fields, each record's id and codes, and each record
/// decoded on its first use (or all of them already, for a manifest decoded whole).
///
/// ``index(_:file:)`` is what a lazy load does with `catalog.json`: it checks the structure of the whole file and
/// the top-level fields, reads only the id and the codes of each record (so ids and codes mapped twice, and a common
/// failure that is no entry, still fail the load, with the messages of a full decode), and keeps where each record
/// starts (``ManifestSkimmer``; a file it cannot skim is read by the strict ``JSONScanner``, whose error fails the
/// load). A record is decoded and checked in full when its entry is first used; one that does not decode gives the
/// error a full decode would have thrown (``entry(_:)``), and its entry resolves to the common failure.
final class ManifestRecords: Sendable {
  let developmentLanguage: String
  let languages: [String]
  let commonFailure: String
  let ownedTables: [String]
  let file: String
  /// Each record's id, in file order.
  let ids: [String]
  /// The position of each record by id, and by server code.
  let entryIndex: [String: Int]
  let codeIndex: [String: Int]
  private let records: LazySlots<Result<EntryDefinition, ManifestError>>
  /// The manifest with every record that decodes, built on first use (a manifest decoded whole is kept as it is).
  private let whole: LazySlots<CatalogManifest>

  /// The records of a manifest decoded whole (or built in memory).
  init(manifest: CatalogManifest) {
    developmentLanguage = manifest.developmentLanguage
    languages = manifest.languages
    commonFailure = manifest.commonFailure
    ownedTables = manifest.ownedTables
    file = manifest.file
    ids = manifest.entries.map(\.id)
    (entryIndex, codeIndex) = Self.indexes(ids: ids, codes: manifest.entries.map(\.codes))
    records = LazySlots(values: manifest.entries.map { .success($0) })
    whole = LazySlots(values: [manifest])
  }

  private init(header: ManifestDecoder.Header, file: String, bytes: [UInt8], records index: [Record], index positions: ManifestIndex) {
    developmentLanguage = header.developmentLanguage
    languages = header.languages
    commonFailure = header.commonFailure
    ownedTables = header.ownedTables
    self.file = file
    (ids, entryIndex, codeIndex) = (positions.ids, positions.entries, positions.codes)
    records = LazySlots(count: index.count) { position in
      Result { () throws(ManifestError) in try Self.decode(bytes, index[position], position: position, file: file) }
    }
    whole = LazySlots(count: 1) { [records] _ in
      let entries = Array(0..<index.count).concurrentMap(chunkSize: 512) { try? records[$0].get() }.compactMap { $0 }
      return CatalogManifest(
        developmentLanguage: header.developmentLanguage, languages: header.languages, commonFailure: header.commonFailure,
        entries: entries, ownedTables: header.ownedTables, file: file)
    }
  }

  /// How many records the manifest has.
  var count: Int { ids.count }

  /// Record `position`, decoded now if this is its first use.
  func entry(_ position: Int) -> Result<EntryDefinition, ManifestError> { records[position] }

  /// How many records have been decoded so far.
  var decodedCount: Int { records.computedCount }

  /// The manifest with every record that decodes (every record, when the load was eager or nothing is wrong).
  var manifest: CatalogManifest { whole[0] }

  /// The error of the first record (in file order) that does not decode, decoding every record not decoded yet.
  var firstProblem: ManifestError? {
    Array(0..<count).concurrentMap(chunkSize: 512) { position -> ManifestError? in
      if case .failure(let error) = records[position] { error } else { nil }
    }.lazy.compactMap { $0 }.first
  }

  /// Where one record starts, with its id and codes when they read cleanly (`nil` otherwise: the load decodes such a
  /// record in full, to fail with its error).
  private struct Record: Sendable {
    var start: Int
    var line: Int
    var column: Int
    var id: String?
    var codes: [String]?
  }

  /// Reads the manifest `bytes` as a lazy load does (see the type's summary); `file` names it in errors.
  static func index(_ bytes: [UInt8], file: String) throws(ManifestError) -> ManifestRecords {
    let decoder = ManifestDecoder(file: file)
    // The skim reads a well-formed manifest; anything else is read by the strict scan, for its error.
    let scanned = bytes.withUnsafeBufferPointer { buffer in
      skimmed(buffer).map { .success($0) } ?? Result { () throws(JSONScanner.SyntaxError) in try scan(buffer) }
    }
    let (root, index): (JSONNode, [Record])
    do {
      (root, index) = try scanned.get()
    } catch {
      throw decoder.syntaxError(error)
    }
    let top = try decoder.topFields(root)
    let header = try decoder.decodeHeader(top)
    _ = try top.array("entries")  // present and an array, or the error a full decode gives
    var positions = ManifestIndex(file: file, records: index.count, codes: index.reduce(0) { $0 + ($1.codes?.count ?? 0) })
    var records = index
    for (position, record) in index.enumerated() {
      var (id, codes) = (record.id, record.codes)
      if id == nil || codes == nil {
        let entry = try decode(bytes, record, position: position, file: file)
        (id, codes) = (entry.id, entry.codes)
        (records[position].id, records[position].codes) = (id, codes)
      }
      try positions.register(id: id ?? "", codes: codes ?? [], line: record.line, column: record.column)
    }
    guard positions.entries[header.commonFailure] != nil else {
      throw top.problem(at: "commonFailure", .commonFailureNotAnEntry(header.commonFailure))
    }
    return ManifestRecords(header: header, file: file, bytes: bytes, records: records, index: positions)
  }

  /// The top-level members (read strictly, the entries as an empty array) and each record, from the skim of the
  /// document (see ``ManifestSkimmer``); `nil` when the skim gives up or a top-level value does not read.
  private static func skimmed(_ buffer: UnsafeBufferPointer<UInt8>) -> (JSONNode, [Record])? {
    guard let skim = ManifestSkimmer.skim(buffer) else { return nil }
    var counter = LineCounter(buffer)
    let root = counter.position(of: skim.root.lowerBound)
    var members: [JSONNode.Member] = []
    var records: [Record] = []
    for member in skim.members {
      let key = counter.position(of: member.keyStart)
      let value = counter.position(of: member.value.lowerBound)
      let node: JSONNode
      if let found = member.records {
        records.reserveCapacity(found.count)
        for record in found {
          let start = counter.position(of: record.start)
          records.append(Record(start: record.start, line: start.line, column: start.column, id: record.id, codes: record.codes))
        }
        node = JSONNode(value: .array([]), line: value.line, column: value.column, range: member.value)
      } else {
        var scanner = JSONScanner(bytes: buffer, at: member.value.lowerBound, line: value.line, column: value.column)
        guard let read = try? JSONReader.readValue(&scanner) else { return nil }
        node = read
      }
      members.append(JSONNode.Member(key: member.key, line: key.line, column: key.column, node: node, keyStart: member.keyStart))
    }
    return (JSONNode(value: .object(members), line: root.line, column: root.column, range: skim.root), records)
  }

  /// The whole document's syntax checked, its top-level members read (the entries as an empty array) and each record
  /// found.
  private static func scan(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONScanner.SyntaxError) -> (JSONNode, [Record]) {
    try ManifestDecoder.scan(buffer, record: record)
  }

  /// Reads past one record, keeping where it starts and its id and codes.
  private static func record(_ scanner: inout JSONScanner) throws(JSONScanner.SyntaxError) -> Record {
    let kind = try scanner.peek()
    var record = Record(start: scanner.index, line: scanner.line, column: scanner.column)
    guard kind == .object else {
      try scanner.skipValue()
      return record
    }
    try scanner.beginObject()
    var (id, codes, clean): (String?, [String]?, Bool) = (nil, nil, true)
    while let key = try scanner.nextKey() {
      switch key.text {
      case "id" where id == nil && clean:
        guard try scanner.peek() == .string else {
          clean = false
          try scanner.skipValue()
          continue
        }
        id = try scanner.readString()
      case "codes" where codes == nil && clean:
        guard try scanner.peek() == .array else {
          clean = false
          try scanner.skipValue()
          continue
        }
        var list: [String] = []
        try scanner.beginArray()
        while try scanner.nextElement() {
          if try scanner.peek() == .string {
            list.append(try scanner.readString())
          } else {
            clean = false
            try scanner.skipValue()
          }
        }
        codes = list
      case "id", "codes":
        clean = false
        try scanner.skipValue()
      default: try scanner.skipValue()
      }
    }
    if clean, let id {
      record.id = id
      record.codes = codes ?? []
    }
    return record
  }

  /// Decodes and checks the record `record` of the manifest `bytes` in full.
  private static func decode(_ bytes: [UInt8], _ record: Record, position: Int, file: String) throws(ManifestError) -> EntryDefinition {
    let start = ManifestDecoder.RecordStart(index: record.start, line: record.line, column: record.column)
    return try ManifestDecoder(file: file).decodeEntry(in: bytes, at: start, position: position, fast: true)
  }

  /// The position of each record by id and by server code (the first record of each, for a manifest built in memory).
  private static func indexes(ids: [String], codes: [[String]]) -> ([String: Int], [String: Int]) {
    var entryIndex: [String: Int] = [:]
    var codeIndex: [String: Int] = [:]
    entryIndex.reserveCapacity(ids.count)
    codeIndex.reserveCapacity(codes.reduce(0) { $0 + $1.count })
    for (position, id) in ids.enumerated() where entryIndex[id] == nil { entryIndex[id] = position }
    for (position, list) in codes.enumerated() {
      for code in list where codeIndex[code] == nil { codeIndex[code] = position }
    }
    return (entryIndex, codeIndex)
  }
}
