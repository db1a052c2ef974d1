/// The texts of every copy of a check, one copy after the other, which each ``LocalizedEntry`` reads a range of:
/// one list for all of them instead of an array for each copy (most entries have one to three texts).
struct CopyTexts: Sendable {
  private let all: [CopyText]

  init(_ all: [CopyText]) {
    self.all = all
  }

  /// The texts at `bounds`, read where they are.
  func run(_ bounds: Range<Int32>) -> Run {
    Run(all: all, start: bounds.lowerBound, end: bounds.upperBound)
  }

  /// One copy's texts: a place in the list, 16 bytes.
  struct Run: Sendable {
    fileprivate let all: [CopyText]
    fileprivate let start: Int32
    fileprivate let end: Int32

    /// The texts, read in place.
    var slice: ArraySlice<CopyText> { all[Int(start)..<Int(end)] }
  }
}
