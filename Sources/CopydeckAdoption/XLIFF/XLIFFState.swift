import Copydeck
import CopydeckFiles

/// The XLIFF 1.2 `state` of a `<target>`: what the export writes, as Xcode writes it, and what the import does with
/// what a translation tool wrote.
enum XLIFFState {
  /// What an imported target is.
  enum Reading: Equatable {
    /// A translation (`translated`, `final`, `signed-off`, no state, or a tool's own `x-…`): imported as translated.
    case translated
    /// A translation to look at again (`needs-review-translation`, `needs-review-l10n`, `needs-review-adaptation`,
    /// `needs-l10n`, `needs-adaptation`): imported, marked `needs_review` in a String Catalog.
    case needsReview
    /// Not a translation yet (`new`, `needs-translation`): a tool's placeholder, often the source copied; not
    /// imported, counted as not translated yet.
    case notTranslated
  }

  /// The attribute for a target in `state` (a String Catalog's), `translated` when the table records none.
  static func attribute(_ state: TranslationState?) -> String {
    switch state {
    case .new: "new"
    case .needsReview: "needs-review-translation"
    case .translated, nil: "translated"
    }
  }

  /// What a target whose `state` attribute is `attribute` is.
  static func reading(_ attribute: String?) -> Reading {
    switch attribute {
    case "new", "needs-translation": .notTranslated
    case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-l10n", "needs-adaptation": .needsReview
    default: .translated
    }
  }

  /// The String Catalog state an imported target of `reading` gets.
  static func catalogState(_ reading: Reading) -> TranslationState {
    reading == .needsReview ? .needsReview : .translated
  }
}
