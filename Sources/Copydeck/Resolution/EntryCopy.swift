/// One entry's copy in one language, checked once when the catalog loads.
enum EntryCopy: Sendable {
  /// Every part is present, non-empty, well-formed and takes the development language's arguments.
  case valid(EntryTexts)
  /// The language cannot be used for this entry; the reason goes into the trail.
  case invalid(reason: String)
}

/// The parsed texts of a valid ``EntryCopy``, in display order.
struct EntryTexts: Sendable {
  var title: FormatString?
  var message: FormatString?
  var buttons: [FormatString]

  /// The highest argument position any part uses.
  var highestPosition: Int {
    ([title, message].compactMap { $0 } + buttons).flatMap(\.specifiers).map(\.position).max() ?? 0
  }
}
