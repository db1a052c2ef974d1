import Copydeck
import Foundation

/// The review state of one `.strings`/`.stringsdict` table of a localizations folder, kept true by every write of
/// the table: ``update(_:_:)`` changes table files and the review file in one locked, atomic update.
///
/// A write happens in two steps, so that a process killed at any point leaves the review state right or, at worst,
/// calling a translation outdated that is not (never the other way round):
/// 1. The review file alone gets a line for every translation that has none, recording today's development text
///    (this changes no translation's verdict: without a line it already counted as confirmed against it).
/// 2. Holding the locks of the table files and the review file, the tables' new bytes are put in place first, then
///    the review file's (translations just written or confirmed record today's development text).
public struct TableReview: Sendable {
  /// The localizations folder, with the `.lproj` folders.
  public let folder: URL
  /// The table's name, e.g. `Alerts`.
  public let table: String
  /// The language whose text translations are confirmed against.
  public let developmentLanguage: String

  /// The review of table `table` in `folder`.
  public init(folder: URL, table: String, developmentLanguage: String) {
    (self.folder, self.table, self.developmentLanguage) = (folder.standardizedFileURL, table, developmentLanguage)
  }

  /// The review of the table the file at `file` (`<folder>/<language>.lproj/<Table>.strings` or `.stringsdict`)
  /// belongs to, and the file's language; `nil` for a file elsewhere.
  public static func of(file: URL, developmentLanguage: String) -> (review: TableReview, language: String)? {
    let file = file.standardizedFileURL
    let lproj = file.deletingLastPathComponent()
    guard ["strings", "stringsdict"].contains(file.pathExtension), lproj.pathExtension == "lproj" else { return nil }
    let review = TableReview(
      folder: lproj.deletingLastPathComponent(), table: file.deletingPathExtension().lastPathComponent,
      developmentLanguage: developmentLanguage)
    return (review, lproj.deletingPathExtension().lastPathComponent)
  }

  /// The review file, `<folder>/<Table>.copydeck-review` (it may not exist).
  public var url: URL { ReviewFile.url(table: table, in: folder) }

  /// The table's file in `language`: `.strings`, or `.stringsdict` when `variations`.
  public func file(language: String, variations: Bool = false) -> URL {
    folder.appendingPathComponent("\(language).lproj", isDirectory: true)
      .appendingPathComponent("\(table).\(variations ? "stringsdict" : "strings")", isDirectory: false)
  }

  /// The review file as it is on disk; an empty state when there is none.
  public func read() throws(StringsDiagnostic) -> ReviewFile {
    guard let data = FileManager.default.contents(atPath: url.path) else { return ReviewFile() }
    return try ReviewFile.parse(data, file: url.path)
  }

  /// Changes the table files `files` (`.strings` and `.stringsdict` files of this table) with `change`, which gets their bytes and returns the
  /// new ones (`nil`: unchanged), and records in the review file what the change did: a translation whose value it
  /// changed, or which `confirming` names, is confirmed against today's development text, unless `leaving` names it
  /// (its line stays as it was: a translation a translator returned as still to review); the translations of a
  /// development text it changed become outdated.
  ///
  /// Returns how many translations' review lines the change (with `confirming`) set to today's development text.
  ///
  /// - Throws: what ``AtomicFileWriter/update(_:_:)`` and `change` throw, and the ``StringsDiagnostic`` of a review
  ///   file that does not parse (nothing is written).
  @discardableResult
  public func update(
    _ files: [URL], confirming: Set<ReviewFile.Translation> = [], leaving: Set<ReviewFile.Translation> = [],
    _ change: ([Data]) throws -> [Data?]
  ) throws -> Int {
    try Self.update(files, reviews: [self], confirming: confirming, leaving: leaving, change)
  }

  /// Changes `files` with `change` as ``update(_:confirming:leaving:_:)`` does, in one locked, atomic update with
  /// the review files of every `.strings`/`.stringsdict` table among them (`<language>.lproj/<Table>.strings`;
  /// other files, such as String Catalogs, are written alone, in the same update). `developmentLanguage` is the
  /// language translations are confirmed against; `confirming` names translations of those tables to confirm.
  public static func update(
    _ files: [URL], developmentLanguage: String, confirming: Set<ReviewFile.Translation> = [], _ change: ([Data]) throws -> [Data?]
  ) throws {
    var reviews: [TableReview] = []
    for file in files {
      guard let review = TableReview.of(file: file, developmentLanguage: developmentLanguage)?.review,
        !reviews.contains(where: { $0.url == review.url })
      else { continue }
      reviews.append(review)
    }
    try update(files, reviews: reviews, confirming: confirming, leaving: [], change)
  }

  /// The update of `files` and the review files of `reviews` (the file of each of `files` that is a table of one of
  /// them is reviewed by it); returns how many review lines it set to today's development text.
  private static func update(
    _ files: [URL], reviews: [TableReview], confirming: Set<ReviewFile.Translation>, leaving: Set<ReviewFile.Translation>,
    _ change: ([Data]) throws -> [Data?]
  ) throws -> Int {
    let urls = files.map(\.standardizedFileURL)
    let lacking = try reviews.filter { try $0.lacksBaseline() }
    if !lacking.isEmpty {
      // Nothing is recorded for a change that will not be made (a save refused for a conflict): the change is
      // tried first under the tables' locks, and its error thrown before step 1.
      if !urls.isEmpty {
        try AtomicFileWriter.update(urls) { read in
          _ = try change(read); return read.map { _ in nil }
        }
      }
      for review in lacking { try review.recordBaseline() }
    }
    // A table no language translates has no review file: nothing to review.
    let kept = reviews.filter { FileManager.default.fileExists(atPath: $0.url.path) }
    var changed = 0
    try AtomicFileWriter.update(urls + kept.map(\.url)) { (read: [Data]) throws -> [Data?] in
      let tables = Array(read.prefix(urls.count))
      let new = try change(tables)
      var reviewed: [Data?] = []
      changed = 0
      for (review, data) in zip(kept, read.dropFirst(urls.count)) {
        let mine = urls.indices.filter { review.owns(urls[$0]) }
        let step = try review.written(
          mine.map { tables[$0] }, at: mine.map { urls[$0] }, review: data, confirming: confirming, leaving: leaving
        ) { _ in mine.map { new[$0] } }
        reviewed.append(step.review)
        changed += step.changed
      }
      return new + reviewed
    }
    return changed
  }

  /// Whether the file at `url` is one of this table's (`<folder>/<language>.lproj/<Table>.strings` or `.stringsdict`).
  func owns(_ url: URL) -> Bool {
    guard let found = Self.of(file: url, developmentLanguage: developmentLanguage)?.review else { return false }
    return found.folder.path == folder.path && found.table == table
  }

  /// What step 2 of ``update(_:confirming:_:)`` writes when the table files at `urls` hold `read` and the review
  /// file `review`: each table's new bytes and the review file's (`nil`: unchanged), and how many translations it
  /// confirmed.
  func written(
    _ read: [Data], at urls: [URL], review data: Data, confirming: Set<ReviewFile.Translation>,
    leaving: Set<ReviewFile.Translation> = [], _ change: ([Data]) throws -> [Data?]
  ) throws -> (tables: [Data?], review: Data?, changed: Int) {
    let new = try change(read)
    let review = try ReviewFile.parse(data, file: url.path)
    var original: [String: Data] = [:]
    for (url, bytes) in zip(urls, read) { original[url.path] = bytes }
    var changedFiles = original
    for (url, bytes) in zip(urls, new) where bytes != nil { changedFiles[url.path] = bytes }
    let before = snapshot(original)
    let after = snapshot(changedFiles)
    var confirmed = confirming
    for (language, keys) in after.translations(besides: developmentLanguage) {
      for key in keys where before.values[language]?[key] != after.values[language]?[key] {
        confirmed.insert(ReviewFile.Translation(key: key, language: language))
      }
    }
    confirmed.subtract(leaving)
    let updated = review.updated(
      before: before.development(developmentLanguage), after: after.development(developmentLanguage),
      translations: after.translations(besides: developmentLanguage), confirming: confirmed)
    let changed = updated.confirmed.count { review.confirmed[$0.key] != $0.value }
    return (new, updated == review ? nil : updated.data, changed)
  }

  /// Confirms `translations` (their keys in their languages) against today's development text; returns how many
  /// were outdated.
  @discardableResult
  public func confirm(_ translations: Set<ReviewFile.Translation>) throws -> Int {
    try update([], confirming: translations) { _ in [] }
  }

  /// Whether step 1 has something to write: some translation without a line (the review file may not exist).
  func lacksBaseline() throws(StringsDiagnostic) -> Bool {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return snapshot([:]).translations(besides: developmentLanguage).values.contains { !$0.isEmpty }
    }
    return try baseline(data) != nil
  }

  /// Step 1 of a write: creates the review file when some language translates the table, and adds a line for every
  /// translation that has none, recording today's development text.
  func recordBaseline() throws {
    let today = snapshot([:])
    let translations = today.translations(besides: developmentLanguage)
    guard translations.values.contains(where: { !$0.isEmpty }) else { return }
    do {
      try Platform.createIfAbsent(url.path)
    } catch {
      throw FileWriteError(error)
    }
    try AtomicFileWriter.update(url, baseline)
  }

  /// What step 1 writes over the review file's `data`: a line for every translation without one, recording today's
  /// development text (`nil`: every translation has one).
  func baseline(_ data: Data) throws(StringsDiagnostic) -> Data? {
    let review = try ReviewFile.parse(data, file: url.path)
    let today = snapshot([:])
    let development = today.development(developmentLanguage)
    let completed = review.updated(before: development, after: development, translations: today.translations(besides: developmentLanguage))
    return completed == review ? nil : completed.data
  }

  /// The table's values in every language, read from disk except for the files in `replacing` (by standardized
  /// path), which have those bytes. A file that does not parse counts as defining nothing.
  func snapshot(_ replacing: [String: Data]) -> TableSnapshot {
    var snapshot = TableSnapshot()
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in folders where name.hasSuffix(".lproj") {
      let language = String(name.dropLast(".lproj".count))
      guard language != "Base", language != "mul" else { continue }
      var values: [String: String] = [:]
      let strings = file(language: language)
      if let data = replacing[strings.path] ?? FileManager.default.contents(atPath: strings.path),
        let table = try? StringsParser.parse(data, file: strings.path)
      {
        for key in table.keys {
          if let entry = table.entry(forKey: key) { values[key] = ReviewText.of(TableEntry(strings: entry)) }
        }
      }
      let dictionary = file(language: language, variations: true)
      if let data = replacing[dictionary.path] ?? FileManager.default.contents(atPath: dictionary.path),
        let entries = try? StringsDictParser.parse(data, file: dictionary.path)
      {
        for entry in entries.entries { values[entry.key] = ReviewText.of(entry) }
      }
      if !values.isEmpty { snapshot.values[language] = values }
    }
    return snapshot
  }
}

/// The values of one table in every language, as review texts by key.
struct TableSnapshot {
  /// The review text of each key, by language.
  var values: [String: [String: String]] = [:]

  /// The development texts by key.
  func development(_ language: String) -> [String: String] { values[language] ?? [:] }

  /// The keys each language but `development` defines, for keys the development language also has.
  func translations(besides development: String) -> [String: Set<String>] {
    let developed = values[development] ?? [:]
    var result: [String: Set<String>] = [:]
    for (language, texts) in values where language != development {
      result[language] = Set(texts.keys.filter { developed[$0] != nil })
    }
    return result
  }
}

extension TableReview {
  /// Every outdated translation of the table, sorted by key, then language.
  public func outdated() throws(StringsDiagnostic) -> [OutdatedTranslation] {
    let review = try read()
    return outdated(review, in: snapshot([:]))
  }

  /// The translations of `snapshot` that `review` records as confirmed against another development text.
  func outdated(_ review: ReviewFile, in snapshot: TableSnapshot) -> [OutdatedTranslation] {
    let development = snapshot.development(developmentLanguage)
    var result: [OutdatedTranslation] = []
    for (language, keys) in snapshot.translations(besides: developmentLanguage) {
      for key in keys {
        let translation = ReviewFile.Translation(key: key, language: language)
        guard let today = development[key], let confirmed = review.confirmed[translation], confirmed != today else { continue }
        result.append(OutdatedTranslation(translation: translation, confirmed: confirmed, today: today))
      }
    }
    return result.sorted { $0.translation < $1.translation }
  }
}

extension TableReview {
  /// The keys `language` defines in the table (in its `.strings` and `.stringsdict` files).
  public func keys(language: String) -> Set<String> {
    Set((snapshot([:]).values[language] ?? [:]).keys)
  }
}
