/// The position of each manifest record by id and by server code, built record by record as a load reads them: an
/// id or a code an earlier record already has fails with the manifest's error (one hash of each id and code finds
/// both the duplicate and the slot).
struct ManifestIndex {
  /// The position of each record by id, and by server code.
  private(set) var entries: [String: Int] = [:]
  private(set) var codes: [String: Int] = [:]
  /// The id of each record registered so far, in file order.
  private(set) var ids: [String] = []
  private let file: String

  /// An empty index with room for `records` records of `codes` server codes in all; `file` names the manifest in
  /// errors.
  init(file: String, records: Int, codes codeCount: Int) {
    self.file = file
    entries.reserveCapacity(records)
    codes.reserveCapacity(codeCount)
    ids.reserveCapacity(records)
  }

  /// Adds the next record, failing when an earlier record has its id or one of its codes; `locate` gives the line and
  /// column where a record (by position) starts, which the errors name (it is called only to make one).
  mutating func register(
    id: String, codes recordCodes: [String], locate: (Int) -> (line: Int, column: Int)
  ) throws(ManifestError) {
    let position = ids.count
    if let first = entries.updateValue(position, forKey: id) {
      let firstLine = locate(first).line
      let (line, column) = locate(position)
      throw ManifestError.invalid(file: file, line: line, column: column, entry: id, problem: .duplicateID(firstLine: firstLine))
    }
    ids.append(id)
    for code in recordCodes {
      if let owner = codes.updateValue(position, forKey: code) {
        let (line, column) = locate(position)
        throw ManifestError.invalid(
          file: file, line: line, column: column, entry: id, problem: .codeAlreadyMapped(code: code, owner: ids[owner]))
      }
    }
  }
}
