/// What a language read from a file (a manifest's `languages`, a String Catalog's localizations, an XLIFF's
/// `target-language`) must look like before it names a folder: the one check, shared by every reader.
///
/// ``LanguageTag`` reads what the system sends (POSIX `ko_KR.UTF-8` too) and keeps what resolution needs; this checks
/// the whole name instead.
package enum LanguageTagSyntax {
  /// Whether `name` is a language tag as `.lproj` folders name them: a primary subtag of 2–8 letters (`ko`, `yue`,
  /// the legacy `English`), then subtags of 1–8 letters or digits joined by `-` or `_` (`zh-Hans`, `pt_BR`, `es-419`).
  ///
  /// Such a name is always one plain file name (no `/`, `.`, NUL or space), so it may name a `.lproj` folder.
  package static func isLanguageTag(_ name: String) -> Bool {
    // Scalars, not `Character`s: a letter with a combining mark would sort between "a" and "z".
    let subtags = name.unicodeScalars.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
    guard let primary = subtags.first, (2...8).contains(primary.count), primary.allSatisfy(isLetter) else { return false }
    return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || ("0"..."9").contains($0) } }
    func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
  }
}
