/// One entry's copy in one language, checked once when the catalog loads.
package enum EntryCopy: Sendable {
  /// Every part is present, non-empty, well-formed and takes the development language's arguments.
  case valid(EntryTexts)
  /// The language cannot be used for this entry; the reason goes into the trail.
  case invalid(reason: String)
}

/// The parsed texts of a valid ``EntryCopy``, in display order, each with its plural forms.
package struct EntryTexts: Sendable {
  package var title: PluralText?
  package var message: PluralText?
  package var buttons: [PluralText]
  /// The highest argument position any part reads, to show it or to choose a form.
  package var highestPosition: Int

  package init(title: PluralText?, message: PluralText?, buttons: [PluralText]) {
    (self.title, self.message, self.buttons) = (title, message, buttons)
    highestPosition = buttons.reduce(max(title?.highestPosition ?? 0, message?.highestPosition ?? 0)) { max($0, $1.highestPosition) }
  }
}

/// A part's compiled texts by plural form.
package typealias PluralText = PluralTree<CompiledText>

extension PluralTree where Leaf == CompiledText {
  /// The highest argument position the part reads, to show it or to choose a form (the highest of its leaves' and
  /// of the positions that choose its forms, found without collecting either).
  package var highestPosition: Int {
    switch self {
    case .text(let leaf): leaf.highestPosition
    case .plural(let position, _, let forms): forms.values.reduce(position) { max($0, $1.highestPosition) }
    }
  }
}
