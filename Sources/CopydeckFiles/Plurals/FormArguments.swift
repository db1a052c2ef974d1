import Copydeck

/// How one key's value reads its arguments over all its plural and device forms and `%#@name@` substitutions, so a
/// checker can tell whether the forms agree with each other and with the development language's value.
///
/// A form may leave out the count that chooses it (`"one" : "One photo"`); a form that reads an argument as another
/// type than its sibling forms do, or a language whose forms read other arguments than the development language's,
/// garbles the text or crashes `String(format:)` on the device.
public struct FormArguments: Sendable, CustomStringConvertible {
  /// Why a value's forms cannot be laid out: a substitution nested too deep, a device value without `iphone` or
  /// `other`, or a top-level plural whose choosing argument is unclear.
  public struct Unreadable: Error, Sendable {
    /// What is wrong, and what to do.
    public var reason: String
  }

  private let use: ArgumentUse
  /// The argument whose count chooses the value's top-level plural form, when the value varies by plural at the top.
  public let choosingPosition: Int?

  /// Lays out `entry`'s forms; `countPosition` is the manifest's `pluralArgument` position, when it names one.
  ///
  /// `place` names the value in messages, e.g. `'photos.count' in ko.lproj/Photos.stringsdict`.
  public init(_ entry: TableEntry, countPosition: Int? = nil, place: String) throws(Unreadable) {
    let tree: PluralTree<String>
    do {
      tree = try PluralExpander(entry: entry, countPosition: countPosition, place: place).expand()
    } catch {
      throw Unreadable(reason: error.reason)
    }
    use = ArgumentUse(tree.map { CompiledText(FormatString($0)) })
    if case .plural(let position, _, _) = tree { choosingPosition = position } else { choosingPosition = nil }
    let counts = tree.countPositions
    // The text of the `other` forms is the key's text, which the checker's `empty-value` judges.
    let otherText = tree.otherLeaf
    unusable =
      tree.leaves.lazy.compactMap { text -> String? in
        if UsableCopy.isBlank(text) { return text == otherText ? nil : "\(place) shows nothing for the counts of one of its forms" }
        return UsableCopy.formatProblem(FormatString(text), countPositions: counts).map { "\(place): \($0.message)" }
      }.first
  }

  /// Why one of the texts the forms make cannot be shown, as ``UsableCopy`` (and so the resolver) judges it: a form
  /// that shows nothing (other than the `other` forms' text, the key's own text), or a text `String(format:)`
  /// misreads; `nil` when every text can be shown.
  public let unusable: String?

  /// Two forms reading one argument as different types (`reads argument 1 as %lld in one form and as %@ in
  /// another`), or `nil` when the forms agree.
  public var conflict: String? { use.conflict }

  /// `takes %lld %@`, or `takes no arguments`.
  public var description: String { use.description }

  /// How these forms read other arguments than `reference`'s (described as `takes …`), or `nil` when both read the
  /// same positions as the same types.
  public func mismatch(with reference: FormArguments) -> String? {
    use.mismatch(with: reference.use)
  }
}
