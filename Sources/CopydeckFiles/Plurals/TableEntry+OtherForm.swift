import Copydeck

extension TableEntry {
  /// Why a value that varies cannot be read as one text: a `%#@name@` without its substitution, a form that varies
  /// again, a plural whose count is unclear.
  public struct OtherFormFailure: Error, Sendable, Hashable {
    /// What is wrong and what to do, e.g. `'files' in en.lproj/A.stringsdict uses %#@n@ but has no substitution 'n'`.
    public var reason: String
  }

  /// The text the device shows on an iPhone when every plural choice takes its `other` form: each `%#@name@`
  /// filled in with its substitution's `other` form and every specifier numbered (`Your %1$@ needs at least %2$d
  /// characters.`), so its specifiers are the arguments the whole value reads, as `String(format:)` sees them.
  ///
  /// A plain string is returned as it is. `place` names the value in the failure's reason.
  public func otherFormText(place: String) throws(OtherFormFailure) -> String {
    let tree: PluralTree<String>
    do throws(PluralExpander.Failure) {
      // Which argument chooses a top-level plural does not change its `other` form, so any position will do.
      tree = try PluralExpander(entry: self, countPosition: 1, place: place).expand()
    } catch {
      throw OtherFormFailure(reason: error.reason)
    }
    guard let text = tree.otherLeaf else { throw OtherFormFailure(reason: "\(place) has a plural without any form") }
    return text
  }
}

extension PluralTree {
  /// The leaf reached by taking the `other` form at every choice (the first form in CLDR order when a choice has
  /// no `other`); `nil` when a choice has no form at all.
  var otherLeaf: Leaf? {
    switch self {
    case .text(let leaf): leaf
    case .plural(_, _, let forms): (forms[.other] ?? forms.min { $0.key < $1.key }?.value)?.otherLeaf
    }
  }
}
