/// One entry's copy in one language, checked once when the catalog loads.
enum EntryCopy: Sendable {
  /// Every part is present, non-empty, well-formed and takes the development language's arguments.
  case valid(EntryTexts)
  /// The language cannot be used for this entry; the reason goes into the trail.
  case invalid(reason: String)
}

/// The parsed texts of a valid ``EntryCopy``, in display order.
struct EntryTexts: Sendable {
  var title: CompiledText?
  var message: CompiledText?
  var buttons: [CompiledText]
  /// The highest argument position any part reads.
  var highestPosition: Int

  init(title: CompiledText?, message: CompiledText?, buttons: [CompiledText]) {
    self.title = title
    self.message = message
    self.buttons = buttons
    highestPosition = ([title, message].compactMap { $0 } + buttons).map(\.highestPosition).max() ?? 0
  }
}
