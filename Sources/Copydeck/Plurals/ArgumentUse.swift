/// The arguments one part of an entry reads over all its plural forms: the type at each position, and the positions
/// whose count chooses a form. Two languages agree when these agree, so a translation with other forms than the
/// development language (Korean's one `other` against English's `one` and `other`) still matches it.
package struct ArgumentUse: CustomStringConvertible {
  /// The first specifier read at each position.
  private(set) var specifiers: [Int: FormatSpecifier] = [:]
  /// The specifiers in the order first read, for messages.
  private var written: [FormatSpecifier] = []
  /// The positions that choose a form.
  package let countPositions: Set<Int>
  /// Two forms reading one position as different types, e.g. `argument 2 is %d in one form and %@ in another`.
  package private(set) var conflict: String?
  /// The positions every form shows (`%1$@` in "Followed by %1$@ and one other" and "Followed by %1$@ and %ld
  /// others"): a translation must show them too, in some form, even when they also choose a form.
  private(set) var shownInEveryForm: Set<Int> = []

  package init(_ text: PluralText) {
    countPositions = text.countPositions
    for (index, leaf) in text.leaves.enumerated() {
      let shown = Set(leaf.format.specifiers.map(\.position))
      shownInEveryForm = index == 0 ? shown : shownInEveryForm.intersection(shown)
      for specifier in leaf.format.specifiers {
        if let earlier = specifiers[specifier.position] {
          if earlier.argumentType != specifier.argumentType, conflict == nil {
            conflict = "reads argument \(specifier.position) as \(earlier.text) in one form and as \(specifier.text) in another"
          }
          continue
        }
        specifiers[specifier.position] = specifier
        written.append(specifier)
      }
    }
  }

  /// Every position read, to show or to choose a form.
  package var positions: Set<Int> { Set(specifiers.keys).union(countPositions) }

  /// `takes %@ %d`, `takes %2$ld and a count at argument 1`, or `takes no arguments`.
  package var description: String {
    let shown = written.map(\.text).joined(separator: " ")
    let counts = countPositions.subtracting(specifiers.keys).sorted().map { "a count at argument \($0)" }
    let parts = (shown.isEmpty ? [] : [shown]) + counts
    return parts.isEmpty ? "takes no arguments" : "takes " + parts.joined(separator: " and ")
  }

  /// How this use differs from `reference`'s (as `takes …`), or `nil` when they read the same positions as the same
  /// types and show, in some form, every position all of `reference`'s forms show.
  package func mismatch(with reference: ArgumentUse) -> String? {
    if let conflict { return conflict }
    guard positions == reference.positions, reference.shownInEveryForm.isSubset(of: specifiers.keys) else { return description }
    for (position, specifier) in specifiers {
      if let other = reference.specifiers[position], other.argumentType != specifier.argumentType { return description }
    }
    return nil
  }
}
