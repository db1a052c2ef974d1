/// One part of an entry (its title, message or a button label) in one language, with its plural forms: a single
/// text, or forms chosen by the count passed at one argument position, nested as the file nests them.
///
/// ``PluralExpander`` builds the tree of strings from a table's value; the validator compiles each string, and
/// ``select(_:rules:notes:)`` picks the one text the device shows for a resolution's arguments.
package indirect enum PluralTree<Leaf: Sendable>: Sendable {
  /// A text without (or with every) plural choice made.
  case text(Leaf)
  /// Forms chosen by the count at argument `position` (1-based); `name` is the variable, for messages.
  case plural(position: Int, name: String, forms: [PluralCategory: PluralTree])

  /// Why no text can be picked for the arguments.
  package struct Missing: Error {
    package var message: String
  }

  /// Every text the part can show, forms in CLDR order.
  package var leaves: [Leaf] {
    switch self {
    case .text(let leaf): [leaf]
    case .plural(_, _, let forms): forms.sorted { $0.key < $1.key }.flatMap(\.value.leaves)
    }
  }

  /// The argument positions that choose a form.
  package var countPositions: Set<Int> {
    switch self {
    case .text: []
    case .plural(let position, _, let forms): forms.values.reduce(into: [position]) { $0.formUnion($1.countPositions) }
    }
  }

  /// The same tree with each leaf transformed.
  package func map<Other: Sendable, Failure: Error>(_ transform: (Leaf) throws(Failure) -> Other) throws(Failure) -> PluralTree<Other> {
    switch self {
    case .text(let leaf):
      return .text(try transform(leaf))
    case .plural(let position, let name, let forms):
      var mapped: [PluralCategory: PluralTree<Other>] = [:]
      for (category, form) in forms { mapped[category] = try form.map(transform) }
      return .plural(position: position, name: name, forms: mapped)
    }
  }

  /// The text the device shows for `arguments` under `rules`.
  ///
  /// The count's category must have a form; as on Apple platforms, a `zero` form is used for 0 in every language,
  /// also where CLDR has no `zero` category, and a category the language uses only for millions (French `many`)
  /// takes `other` where the plural lacks it. A count that is not a number takes `other` and adds a note.
  package func select(_ arguments: [CopyArgument], rules: PluralRules, notes: inout [String]) throws(Missing) -> Leaf {
    switch self {
    case .text(let leaf):
      return leaf
    case .plural(let position, let name, let forms):
      guard position <= arguments.count else {
        throw Missing(
          message: "the plural form of '\(name)' is chosen by argument \(position), but \(arguments.count) "
            + (arguments.count == 1 ? "was" : "were") + " given")
      }
      let argument = arguments[position - 1]
      let category = Self.category(of: argument, forms: forms, rules: rules)
      if PluralOperands(argument) == nil {
        notes.append("argument \(position) '\(argument)' is not a number, so '\(name)' takes its 'other' form")
      }
      if let form = forms[category] { return try form.select(arguments, rules: rules, notes: &notes) }
      // A category only millions take (French `many` for 1000000) may be left out: the device shows `other`.
      guard rules.largeNumberCategories.contains(category), let other = forms[.other] else {
        throw Missing(message: "'\(name)' has no '\(category.rawValue)' form, which \(argument) needs in \(rules.locale)")
      }
      notes.append(
        "'\(name)' has no '\(category.rawValue)' form, which \(argument) takes in \(rules.locale), so it takes 'other' as on the device")
      return try other.select(arguments, rules: rules, notes: &notes)
    }
  }

  /// The forms the device takes for `arguments`, outermost first (one per plural choice on the way to the text);
  /// empty for a text without plural forms, and ending early where a form is missing.
  package func chosenForms(_ arguments: [CopyArgument], rules: PluralRules) -> [PluralCategory] {
    guard case .plural(let position, _, let forms) = self, position <= arguments.count else { return [] }
    let category = Self.category(of: arguments[position - 1], forms: forms, rules: rules)
    guard let form = forms[category] else { return [category] }
    return [category] + form.chosenForms(arguments, rules: rules)
  }

  /// The category a count takes among `forms`: CLDR's, except that 0 takes a `zero` form where there is one (as on
  /// Apple platforms, also where CLDR has no `zero`); a count that is not a number takes `other`.
  private static func category(
    of argument: CopyArgument, forms: [PluralCategory: PluralTree], rules: PluralRules
  ) -> PluralCategory {
    guard let operands = PluralOperands(argument) else { return .other }
    return operands.i == 0 && operands.v == 0 && forms[.zero] != nil ? .zero : rules.category(for: operands)
  }
}
