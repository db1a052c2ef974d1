/// The line and column where each record of a manifest starts, counted when a record is first decoded (or named in
/// an error), not while the manifest is indexed: a launch that uses the first records counts the lines of the first
/// records only.
///
/// One counter goes forward through the file and keeps the position of every record it passes, so the lines of the
/// whole file are counted at most once, in whatever order the records are asked for.
struct ManifestLines: Sendable {
  /// Where each record starts, in file order.
  let starts: [Int]
  private var counter: LineCounter
  /// The line and column of records `0..<lines.count`.
  private var lines: [Int] = []
  private var columns: [Int] = []

  /// The lines of the records starting at `starts` (increasing offsets) in `bytes`.
  init(starts: [Int], in bytes: UnsafeBufferPointer<UInt8>) {
    self.starts = starts
    counter = LineCounter(bytes)
  }

  /// Where record `record` starts: its first byte's offset, line and column in `bytes` (the manifest's).
  mutating func start(of record: Int, in bytes: UnsafeBufferPointer<UInt8>) -> ManifestDecoder.RecordStart {
    while lines.count <= record {
      let position = counter.position(of: starts[lines.count], in: bytes)
      lines.append(position.line)
      columns.append(position.column)
    }
    return ManifestDecoder.RecordStart(index: starts[record], line: lines[record], column: columns[record])
  }
}
