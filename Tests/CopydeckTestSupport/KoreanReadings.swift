import Foundation

/// Arguments with how a Korean reader says them (Tests/CopydeckTests/Fixtures/KoreanReadings): the particle after
/// each must be the one its reading takes.
public enum KoreanReadings {
  /// One argument and its Korean reading.
  public struct Reading: Sendable, CustomStringConvertible {
    public let word: String
    public let reading: String
    public var description: String { "\(word) (\(reading))" }
  }

  /// The table the reading rules were written against.
  public static let table = load("readings.txt")
  /// Words never read while writing the rules: how well they generalize.
  public static let heldOut = load("held-out.txt")

  private static func load(_ name: String) -> [Reading] {
    let url = XcodeBundle.repository.appendingPathComponent("Tests/CopydeckTests/Fixtures/KoreanReadings/\(name)")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t")
      return fields.count == 2 ? Reading(word: String(fields[0]), reading: String(fields[1])) : nil
    }
  }

  /// The Hangul form `pair` takes after `reading`'s last syllable: the first form after a final consonant, the second
  /// after a vowel, and the second after ㄹ when the first starts with 으 (으로/로).
  public static func expected(_ pair: (String, String), after reading: String) -> String {
    let final = (reading.unicodeScalars.last!.value - 0xAC00) % 28
    return final == 0 || (final == 8 && pair.0.hasPrefix("으")) ? pair.1 : pair.0
  }

  /// The five particles the issue measures: 을/를, 이/가, 은/는, 과/와, 으로/로.
  public static let measured = [("을", "를"), ("이", "가"), ("은", "는"), ("과", "와"), ("으로", "로")]
  /// The pairs the copy of ``catalog(of:)`` writes after each word: the measured five and other ways translators write.
  public static let written = measured.map { "\($0.0)(\($0.1))" } + ["(이)나", "(으)로서", "를(을)", "(와)과"]
}

extension KoreanReadings {
  /// The line each word's message line must read, given the particle forms the library chose for it.
  public static func line(_ word: String, forms: [String]) -> String {
    forms.map { word + $0 }.joined(separator: " ")
  }

  /// A copy with one alert, `words.particles`, whose Korean message has one line per word: the word (argument `i`,
  /// its sample the word itself) followed by each pair of ``written`` (`%1$@을(를) %1$@이(가) …`).
  public static func catalog(of entries: [Reading]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-particles-\(UUID().uuidString)")
    func json(_ text: String) throws -> String { String(decoding: try JSONEncoder().encode(text), as: UTF8.self) }
    let arguments = try entries.indices.map { index in
      let sample = try json(entries[index].word)
      return "{\"name\": \"word\(index + 1)\", \"format\": \"%@\", \"samples\": {\"en\": \(sample), \"ko\": \(sample)}}"
    }
    let manifest = """
      {"developmentLanguage": "en", "languages": ["en", "ko"], "commonFailure": "words.particles",
       "entries": [{"id": "words.particles", "kind": "alert", "category": "business", "table": "Words",
         "buttons": [{"id": "ok", "role": "default", "preferred": true}],
         "arguments": [\(arguments.joined(separator: ",\n"))], "note": "Every word of the reading table."}]}
      """
    let korean = entries.indices.map { index in
      written.map { "%\(index + 1)$@\($0)" }.joined(separator: " ")
    }
    let english = entries.indices.map { "%\($0 + 1)$@" }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(manifest.utf8).write(to: root.appendingPathComponent("catalog.json"))
    for (language, title, lines) in [("en", "Words", english), ("ko", "낱말", korean)] {
      let folder = root.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let message = lines.joined(separator: "\\n")
      let table = """
        "words.particles.title" = "\(title)";
        "words.particles.message" = "\(message)";
        "words.particles.button.ok" = "OK";

        """
      try Data(table.utf8).write(to: folder.appendingPathComponent("Words.strings"))
    }
    return root
  }
}
