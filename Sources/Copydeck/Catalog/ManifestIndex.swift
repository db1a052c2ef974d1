/// The position of each manifest record by id and by server code, built record by record as a load reads them: an
/// id or a code an earlier record already has fails with the manifest's error (one look at each id and code finds
/// both the duplicate and the slot: see ``KeyPositions``).
struct ManifestIndex {
  /// The position of each record by id, and by server code.
  private var entryPositions: KeyPositions.Builder
  private var codePositions: KeyPositions.Builder
  /// The id of each record registered so far, in file order.
  private(set) var ids: [String] = []
  private let file: String

  /// An empty index with room for `records` records of `codes` server codes in all; `file` names the manifest in
  /// errors.
  init(file: String, records: Int, codes codeCount: Int) {
    self.file = file
    entryPositions = KeyPositions.Builder(capacity: records)
    codePositions = KeyPositions.Builder(capacity: codeCount)
    ids.reserveCapacity(records)
  }

  /// The position of each record by id.
  var entries: KeyPositions { KeyPositions(entryPositions) }
  /// The position of each record by server code.
  var codes: KeyPositions { KeyPositions(codePositions) }

  /// Adds the next record, failing when an earlier record has its id or one of its codes; `locate` gives the line and
  /// column where a record (by position) starts, which the errors name (it is called only to make one).
  mutating func register(
    id: String, codes recordCodes: [String], locate: (Int) -> (line: Int, column: Int)
  ) throws(ManifestError) {
    let position = ids.count
    if let first = entryPositions.insert(id, at: position) {
      let firstLine = locate(first).line
      let (line, column) = locate(position)
      throw ManifestError.invalid(file: file, line: line, column: column, entry: id, problem: .duplicateID(firstLine: firstLine))
    }
    ids.append(id)
    for code in recordCodes {
      if let owner = codePositions.insert(code, at: position) {
        let (line, column) = locate(position)
        throw ManifestError.invalid(
          file: file, line: line, column: column, entry: id, problem: .codeAlreadyMapped(code: code, owner: ids[owner]))
      }
    }
  }
}
