/// A CLDR cardinal plural category, the name of one plural form (`one`, `other`, …).
///
/// The cases are in CLDR's order, which is also the order Xcode and Copydeck write forms in.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable {
  case zero, one, two, few, many, other

  /// Categories compare in CLDR's order: `zero` < `one` < … < `other`.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
