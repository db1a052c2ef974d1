import Copydeck
import CopydeckFiles

/// Every entry's copy in every language of a check, language by language and entry by entry
/// (`copies[languageIndex * entries.count + entryIndex]`), each read as a ``LocalizedEntry`` where it is kept.
///
/// A copy is 16 bytes here (where its texts start in one list of every copy's texts, and which of them are its title
/// and message), not an object with an array of its texts and of its buttons: its entry, language and buttons are
/// read from the entry and the language list when asked for. Only a copy that lacks some of its entry's keys keeps
/// more (which keys have a text, and the missing keys).
final class Copies: RandomAccessCollection, Sendable {
  /// The entries, in order.
  let entries: [EntryModel]
  /// The languages, in order.
  let languages: [String]
  /// Every copy's texts, one copy after the other, each copy's in display order.
  private let texts: [CopyText]
  /// Each copy's place in ``texts``, parallel to the copies.
  private let places: [Place]
  /// The copies that lack some of their entry's keys (see ``Place/incomplete``).
  private let incomplete: [Incomplete]

  /// Where a copy's texts start in ``Copies/texts``, which of them are its title and its message (as offsets from
  /// the start, -1 for none), and its place in ``Copies/incomplete`` (-1 when it has every key of its entry).
  private struct Place: Sendable {
    var textStart: Int32
    var title: Int32
    var message: Int32
    var incomplete: Int32
  }

  /// A copy that lacks some of its entry's keys: the text of each key (`nil` where missing), and the missing keys.
  private struct Incomplete: Sendable {
    var slots: [CopyText?]
    var missingKeys: [String]
  }

  /// The copies of `entries` in `languages`: `slots` holds each copy's text of each key of its entry (`nil` where the
  /// language lacks the key), copy after copy, and `firstSlots` where each entry's keys start among one language's
  /// slots (`slotCount` of them).
  init(entries: [EntryModel], languages: [String], slots: [CopyText?], firstSlots: [Int32], slotCount: Int) {
    self.entries = entries
    self.languages = languages
    var texts: [CopyText] = []
    texts.reserveCapacity(slots.count)
    var places: [Place] = []
    places.reserveCapacity(languages.count * entries.count)
    var incomplete: [Incomplete] = []
    for languageIndex in languages.indices {
      for (entryIndex, entry) in entries.enumerated() {
        let first = languageIndex * slotCount + Int(firstSlots[entryIndex])
        let found = slots[first..<first + entry.keys.count]
        let start = texts.count
        for text in found { if let text { texts.append(text) } }
        let run = texts[start...]
        var place = Place(textStart: Int32(start), title: -1, message: -1, incomplete: -1)
        if let parts = entry.parts {
          // The keys are in display order: the title (if any), the message (if any), then each button's.
          if parts.hasTitle, found.first! != nil { place.title = 0 }
          if parts.hasMessage, found[found.startIndex + (parts.hasTitle ? 1 : 0)] != nil { place.message = place.title + 1 }
        } else {
          place.title = run.firstIndex { $0.key.hasSuffix(".title") }.map { Int32($0 - start) } ?? -1
          place.message = run.firstIndex { $0.key.hasSuffix(".message") }.map { Int32($0 - start) } ?? -1
        }
        if run.count < found.count {
          place.incomplete = Int32(incomplete.count)
          let missing = zip(entry.keys, found).compactMap { key, text in text == nil ? key : nil }
          incomplete.append(Incomplete(slots: Array(found), missingKeys: missing))
        }
        places.append(place)
      }
    }
    self.texts = texts
    self.places = places
    self.incomplete = incomplete
  }

  var startIndex: Int { 0 }
  var endIndex: Int { places.count }

  /// The copy at `position`.
  subscript(position: Int) -> LocalizedEntry {
    let (languageIndex, entryIndex) = position.quotientAndRemainder(dividingBy: entries.count)
    return LocalizedEntry(self, entryIndex: entryIndex, languageIndex: languageIndex)
  }

  /// The copy of `entries[entryIndex]` in `languages[languageIndex]`.
  func copy(entryIndex: Int, languageIndex: Int) -> LocalizedEntry {
    LocalizedEntry(self, entryIndex: entryIndex, languageIndex: languageIndex)
  }

  /// The texts of the copy at `position`, in display order.
  fileprivate func texts(ofCopy position: Int) -> ArraySlice<CopyText> {
    let end = position + 1 < places.count ? Int(places[position + 1].textStart) : texts.count
    return texts[Int(places[position].textStart)..<end]
  }

  /// The text at `offset` among the texts of the copy at `position`, or `nil` for an offset of -1.
  fileprivate func text(ofCopy position: Int, at offset: Int32) -> CopyText? {
    offset < 0 ? nil : texts[Int(places[position].textStart + offset)]
  }

  /// The title of the copy at `position`.
  fileprivate func title(ofCopy position: Int) -> CopyText? {
    text(ofCopy: position, at: places[position].title)
  }

  /// The message of the copy at `position`.
  fileprivate func message(ofCopy position: Int) -> CopyText? {
    text(ofCopy: position, at: places[position].message)
  }

  /// The text of the copy at `position` for its entry's key at `keyIndex`, `nil` when the language lacks the key.
  fileprivate func text(ofCopy position: Int, forKeyAt keyIndex: Int) -> CopyText? {
    let place = places[position]
    return place.incomplete < 0 ? texts[Int(place.textStart) + keyIndex] : incomplete[Int(place.incomplete)].slots[keyIndex]
  }

  /// The keys of its entry that the copy at `position` lacks.
  fileprivate func missingKeys(ofCopy position: Int) -> [String] {
    let place = places[position].incomplete
    return place < 0 ? [] : incomplete[Int(place)].missingKeys
  }
}

/// One entry's copy in one language: the texts a person sees together on one alert or screen, read where
/// ``Copies`` keeps them.
struct LocalizedEntry: Sendable {
  private let copies: Copies
  private let entryIndex: Int32
  private let languageIndex: Int32

  fileprivate init(_ copies: Copies, entryIndex: Int, languageIndex: Int) {
    self.copies = copies
    self.entryIndex = Int32(entryIndex)
    self.languageIndex = Int32(languageIndex)
  }

  /// The copy's place among all the copies.
  private var position: Int { Int(languageIndex) * copies.entries.count + Int(entryIndex) }

  /// The entry.
  var entry: EntryModel { copies.entries[Int(entryIndex)] }
  /// The language.
  var language: String { copies.languages[Int(languageIndex)] }
  /// The title, when the entry has one and the language has the key.
  var title: CopyText? { copies.title(ofCopy: position) }
  /// The message, when the entry has one and the language has the key.
  var message: CopyText? { copies.message(ofCopy: position) }
  /// Every text of the entry that exists in the language, in display order.
  var texts: ArraySlice<CopyText> { copies.texts(ofCopy: position) }
  /// The entry's keys the language does not have.
  var missingKeys: [String] { copies.missingKeys(ofCopy: position) }

  /// The manifest's buttons in order, each with its label when the language has the key (none without a manifest).
  var buttons: Buttons {
    guard let parts = entry.parts else { return Buttons(copy: self, definitions: [], firstKey: 0) }
    return Buttons(copy: self, definitions: parts.buttons, firstKey: (parts.hasTitle ? 1 : 0) + (parts.hasMessage ? 1 : 0))
  }

  /// A copy's buttons, read from its entry's record and its texts: each button's definition and label.
  struct Buttons: RandomAccessCollection {
    fileprivate let copy: LocalizedEntry
    fileprivate let definitions: [ButtonDefinition]
    /// The place of the first button's key among the entry's keys.
    fileprivate let firstKey: Int

    var startIndex: Int { 0 }
    var endIndex: Int { definitions.count }

    /// The button at `index`: its definition, and its label when the language has the key.
    subscript(index: Int) -> (definition: ButtonDefinition, label: CopyText?) {
      (definitions[index], copy.copies.text(ofCopy: copy.position, forKeyAt: firstKey + index))
    }
  }
}
