/// A catalog's manifest as its resolution reads it: the top-level fields, each record's id and codes, and each record
/// decoded on its first use (or all of them already, for a manifest decoded whole).
///
/// ``index(_:file:layout:)`` is what a lazy load does with `catalog.json`: it checks the structure of the whole file and
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
  let ids: KeyList
  /// The position of each record by id, and by server code.
  let entryIndex: KeyPositions
  let codeIndex: KeyPositions
  /// Whether the records were found by `catalog.index` rather than by a pass over the manifest (see ``CatalogIndex``).
  let foundByIndex: Bool
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
    let ids = manifest.entries.map(\.id)
    self.ids = KeyList(ids)
    (entryIndex, codeIndex) = Self.indexes(ids: ids, codes: manifest.entries.map(\.codes))
    foundByIndex = false
    records = LazySlots(values: manifest.entries.map { .success($0) })
    whole = LazySlots(values: [manifest])
  }

  private init(
    header: ManifestDecoder.Header, file: String, bytes: [UInt8], lines: ManifestLines,
    index: (ids: KeyList, entries: KeyPositions, codes: KeyPositions), foundByIndex: Bool
  ) {
    self.foundByIndex = foundByIndex
    developmentLanguage = header.developmentLanguage
    languages = header.languages
    commonFailure = header.commonFailure
    ownedTables = header.ownedTables
    self.file = file
    (ids, entryIndex, codeIndex) = index
    let lines = Locked(lines)
    records = LazySlots(count: index.ids.count) { position in
      let start = lines.withLock { lines in bytes.withUnsafeBufferPointer { lines.start(of: position, in: $0) } }
      return Result { () throws(ManifestError) in try Self.decode(bytes, at: start, position: position, file: file) }
    }
    let count = index.ids.count
    whole = LazySlots(count: 1) { [records] _ in
      let entries = Array(0..<count).concurrentMap(chunkSize: 512) { try? records[$0].get() }.compactMap { $0 }
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
  private typealias Record = ManifestSkimmer.Record

  /// Reads the manifest `bytes` as a lazy load does (see the type's summary), from `given` — what a load read from
  /// exactly these bytes, kept in `catalog.index` — when there is one: then no id or code is registered again, since
  /// registering them gave these positions and no error when the index was written. Returns what it read, for an
  /// index to keep. `file` names the manifest in errors.
  static func index(
    _ bytes: [UInt8], file: String, layout given: ManifestLayout?
  ) throws(ManifestError) -> (records: ManifestRecords, layout: ManifestLayout) {
    let decoder = ManifestDecoder(file: file)
    // The skim reads a well-formed manifest; anything else is read by the strict scan, for its error.
    let scanned = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONScanner.SyntaxError) -> (JSONNode, ManifestSkimmer.Skim, ManifestLayout?) in
        if let given, let root = skimmed(buffer, given.skim) { return (root, given.skim, given) }
        if let skim = ManifestSkimmer.skim(buffer), let root = skimmed(buffer, skim) { return (root, skim, nil) }
        let (root, records) = try scan(buffer)
        return (root, ManifestSkimmer.Skim(root, records: records), nil)
      }
    }
    let (root, skim, indexed): (JSONNode, ManifestSkimmer.Skim, ManifestLayout?)
    do {
      (root, skim, indexed) = try scanned.get()
    } catch {
      throw decoder.syntaxError(error)
    }
    let index = skim.records
    let top = try decoder.topFields(root)
    let header = try decoder.decodeHeader(top)
    _ = try top.array("entries")  // present and an array, or the error a full decode gives
    // The lines of the records are counted only when a record is decoded or named in an error.
    var lines = bytes.withUnsafeBufferPointer { ManifestLines(starts: index.map(\.start), in: $0) }
    let found: (KeyList, KeyPositions, KeyPositions)
    if let indexed {
      found = (indexed.ids, indexed.entries, indexed.codes)
    } else {
      found = try register(index, bytes, file: file, lines: &lines)
    }
    guard found.1[header.commonFailure] != nil else {
      throw top.problem(at: "commonFailure", .commonFailureNotAnEntry(header.commonFailure))
    }
    let records = ManifestRecords(
      header: header, file: file, bytes: bytes, lines: lines, index: found, foundByIndex: indexed != nil)
    return (records, ManifestLayout(skim: skim, ids: found.0, entries: found.1, codes: found.2))
  }

  /// Each record's id, and the position of each record by id and by code, registered record by record (a record
  /// whose id or codes the first pass did not read is decoded for them); throws the error of the first id or code an
  /// earlier record has, or of a record that must be decoded and does not.
  private static func register(
    _ index: [Record], _ bytes: [UInt8], file: String, lines: inout ManifestLines
  ) throws(ManifestError) -> (KeyList, KeyPositions, KeyPositions) {
    func start(_ position: Int) -> ManifestDecoder.RecordStart {
      bytes.withUnsafeBufferPointer { lines.start(of: position, in: $0) }
    }
    var positions = ManifestIndex(file: file, records: index.count, codes: index.reduce(0) { $0 + ($1.codes?.count ?? 0) })
    for (position, record) in index.enumerated() {
      var (id, codes) = (record.id, record.codes)
      if id == nil || codes == nil {
        let entry = try decode(bytes, at: start(position), position: position, file: file)
        (id, codes) = (entry.id, entry.codes)
      }
      try positions.register(id: id ?? "", codes: codes ?? []) { position in
        let found = start(position)
        return (found.line, found.column)
      }
    }
    return (KeyList(positions.ids), positions.entries, positions.codes)
  }

  /// The top-level members (read strictly, the entries as an empty array) from the `skim` of the document (see
  /// ``ManifestSkimmer``); `nil` when a top-level value does not read.
  private static func skimmed(_ buffer: UnsafeBufferPointer<UInt8>, _ skim: ManifestSkimmer.Skim) -> JSONNode? {
    var counter = LineCounter(buffer)
    let root = counter.position(of: skim.root.lowerBound, in: buffer)
    var members: [JSONNode.Member] = []
    for member in skim.members {
      let key = counter.position(of: member.keyStart, in: buffer)
      let value = counter.position(of: member.value.lowerBound, in: buffer)
      let node: JSONNode
      if member.records != nil {
        node = JSONNode(value: .array([]), line: value.line, column: value.column, range: member.value)
      } else {
        var scanner = JSONScanner(bytes: buffer, at: member.value.lowerBound, line: value.line, column: value.column)
        guard let read = try? JSONReader.readValue(&scanner) else { return nil }
        node = read
      }
      members.append(JSONNode.Member(key: member.key, line: key.line, column: key.column, node: node, keyStart: member.keyStart))
    }
    return JSONNode(value: .object(members), line: root.line, column: root.column, range: skim.root)
  }

  /// The whole document's syntax checked, its top-level members read (the entries as an empty array) and each record
  /// found.
  private static func scan(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONScanner.SyntaxError) -> (JSONNode, [Record]) {
    try ManifestDecoder.scan(buffer, record: record)
  }

  /// Reads past one record, keeping where it starts and its id and codes.
  private static func record(_ scanner: inout JSONScanner) throws(JSONScanner.SyntaxError) -> Record {
    let kind = try scanner.peek()
    var record = Record(start: scanner.index)
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

  /// Decodes and checks the record at `start` of the manifest `bytes` in full.
  private static func decode(
    _ bytes: [UInt8], at start: ManifestDecoder.RecordStart, position: Int, file: String
  ) throws(ManifestError) -> EntryDefinition {
    try ManifestDecoder(file: file).decodeEntry(in: bytes, at: start, position: position, fast: true)
  }

  /// The position of each record by id and by server code (the first record of each, for a manifest built in memory).
  private static func indexes(ids: [String], codes: [[String]]) -> (KeyPositions, KeyPositions) {
    var entryIndex = KeyPositions.Builder(capacity: ids.count)
    var codeIndex = KeyPositions.Builder(capacity: codes.reduce(0) { $0 + $1.count })
    for (position, id) in ids.enumerated() { _ = entryIndex.insert(id, at: position) }
    for (position, list) in codes.enumerated() {
      for code in list { _ = codeIndex.insert(code, at: position) }
    }
    return (KeyPositions(entryIndex), KeyPositions(codeIndex))
  }
}
