/// The syntax of a BCP 47 language tag, which a language read from a file must have before it names a folder.
///
/// ``LanguageTag`` reads what the system sends (POSIX `ko_KR.UTF-8` too) and keeps what resolution needs; this checks
/// the whole text instead.
package enum LanguageTagSyntax {
  /// Whether `text` is a well-formed BCP 47 language tag (RFC 5646's `langtag`, or a private-use `x-…` tag), such as
  /// `ko`, `pt-BR`, `es-419`, `zh-Hans-TW` or `sr-Latn`: subtags of ASCII letters and digits of the shapes the RFC
  /// allows, joined by hyphens.
  ///
  /// A well-formed tag is always a plain file name (no `/`, `.`, NUL or space), so it may name a `.lproj` folder;
  /// a language read from a file is checked with this before it becomes part of a path. Underscores (`pt_BR`), which
  /// POSIX locales use and BCP 47 does not, are refused.
  package static func isWellFormed(_ text: String) -> Bool {
    let subtags = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }) else { return false }
    func isAlpha<S: Collection<UInt8>>(_ subtag: S) -> Bool { subtag.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
    func isDigits<S: Collection<UInt8>>(_ subtag: S) -> Bool { subtag.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    func isPrivateUse(_ index: Int) -> Bool { subtags[index].count == 1 && subtags[index].first.map { $0 | 0x20 } == UInt8(ascii: "x") }
    var index = 0
    if !isPrivateUse(0) {
      // language: 2–3 letters with up to three 3-letter extlangs, or 4–8 letters
      guard isAlpha(subtags[0]), subtags[0].count >= 2 else { return false }
      index = 1
      if subtags[0].count <= 3 {
        var extlangs = 0
        while index < subtags.count, extlangs < 3, subtags[index].count == 3, isAlpha(subtags[index]) {
          index += 1
          extlangs += 1
        }
      }
      if index < subtags.count, subtags[index].count == 4, isAlpha(subtags[index]) { index += 1 }  // script
      if index < subtags.count, (subtags[index].count == 2 && isAlpha(subtags[index])) || (subtags[index].count == 3 && isDigits(subtags[index])) {
        index += 1  // region
      }
      while index < subtags.count, subtags[index].count >= 5 || (subtags[index].count == 4 && isDigits(subtags[index].prefix(1))) {
        index += 1  // variants
      }
      while index < subtags.count, subtags[index].count == 1, !isPrivateUse(index) {
        index += 1  // an extension: a singleton and one or more subtags of 2–8
        let start = index
        while index < subtags.count, subtags[index].count >= 2 { index += 1 }
        guard index > start else { return false }
      }
      guard index < subtags.count else { return true }
    }
    // private use: `x` and one or more subtags of 1–8
    return isPrivateUse(index) && index + 1 < subtags.count
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
  }
}
