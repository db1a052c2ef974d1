import Copydeck
import Foundation

/// The tables the library reads arguments by (``KoreanReading``) as JSON, put on the editor for its instant redraw
/// (public/format.js), so that the browser chooses each Korean particle from the library's own data.
enum ReadingTables {
  static let json: String = {
    let object: [String: [String: String]] = [
      "words": KoreanReading.words.mapValues(\.rawValue), "units": KoreanReading.units.mapValues(\.rawValue),
      "currencies": Dictionary(uniqueKeysWithValues: KoreanReading.currencies.map { (String($0.key), $0.value.rawValue) }),
    ]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }()
}
