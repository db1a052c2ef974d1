import Foundation

/// Reads String Catalogs (`.xcstrings`, versions 1.0 and 1.1) with diagnostics at `file:line:column`.
///
/// Malformed JSON, and a root that is not a catalog, throw. Shapes Xcode would not write make an error and leave that
/// localization out: a plural without `other`, a substitution no `%#@name@` uses, a `%#@name@` without a
/// substitution, an unknown `state`. Fields the reader does not know are read past with a warning that names them.
///
/// The entries are built while the JSON is read (``JSONScanner``), without a tree of the document; the editor and the
/// writer read the tree when they need it (``StringCatalog/document``).
public enum StringCatalogParser {
  /// Parses the bytes of an `.xcstrings` file; `file` names it in diagnostics.
  public static func parse(_ data: Data, file: String) throws(StringsDiagnostic) -> StringCatalog {
    let bytes = [UInt8](data)
    var reader = try read(bytes, file: file, sourceLanguage: nil)
    if let sourceLanguage = reader.sourceLanguage, reader.keysSourceLanguage != sourceLanguage {
      // The keys came before "sourceLanguage" (or it is written twice): read them again knowing it.
      reader = try read(bytes, file: file, sourceLanguage: sourceLanguage)
    }
    return reader.catalog(source: bytes)
  }

  /// Reads and parses the file at `url`; diagnostics name it by `url.path`.
  public static func parse(contentsOf url: URL) throws(StringsDiagnostic) -> StringCatalog {
    try parse(StringsParser.readFile(url), file: url.path)
  }

  /// One read of the whole document; `sourceLanguage`, when given, is the one the keys are read with.
  private static func read(_ bytes: [UInt8], file: String, sourceLanguage: String?) throws(StringsDiagnostic) -> Reader {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<Reader, StringsDiagnostic> in
      var reader = Reader(file: file, scanner: JSONScanner(bytes: buffer), given: sourceLanguage)
      do throws(Failure) {
        try reader.document()
        return .success(reader)
      } catch {
        switch error {
        case .shape(let diagnostic): return .failure(diagnostic)
        case .syntax(let error):
          return .failure(
            StringsDiagnostic(
              id: "invalid-json", severity: .error, location: SourceLocation(file: file, line: error.line, column: error.column),
              message: "this String Catalog is not valid JSON: \(error.message)",
              hint: "fix the JSON here, or restore the file from version control and let Xcode rewrite it"))
        }
      }
    }
    return try result.get()
  }

  /// Why reading stopped: the JSON is malformed (the whole file is unreadable), or a value has a shape Xcode does not
  /// write (what holds it is left out).
  private enum Failure: Error {
    case syntax(JSONScanner.SyntaxError)
    case shape(StringsDiagnostic)
  }

  /// A stretch of the file, from a key's opening quote to the end of its value.
  private struct Span {
    var start: (line: Int, column: Int)
    var end: (line: Int, column: Int)

    func contains(_ location: SourceLocation) -> Bool {
      (start.line, start.column) <= (location.line, location.column) && (location.line, location.column) < (end.line, end.column)
    }
  }

  /// One localization of a key as read: its entry or why it is left out, and the warnings reading it gave.
  private struct Localization {
    var key: JSONScanner.Key
    var result: Result<TableEntry, StringsDiagnostic>
    var diagnostics: [StringsDiagnostic]
  }

  /// One substitution as read: the substitution or why it cannot be used, and the warnings reading it gave.
  private struct SubstitutionRead {
    var key: JSONScanner.Key
    var result: Result<(substitution: Substitution, state: TranslationState?), StringsDiagnostic>
    var diagnostics: [StringsDiagnostic]
  }

  private struct Reader {
    let file: String
    var scanner: JSONScanner
    /// The source language given to read the keys with, if any.
    let given: String?
    /// The last `sourceLanguage` read.
    var sourceLanguage: String?
    /// The source language the keys of the last `strings` were read with (`nil`: not known then).
    var keysSourceLanguage: String?
    var version: String?
    var versionLocation: SourceLocation?
    /// Warnings about the root's members.
    var rootDiagnostics: [StringsDiagnostic] = []
    /// The diagnostics of the keys of the last `strings`.
    var diagnostics: [StringsDiagnostic] = []
    var keys: [StringCatalog.Key] = []
    var entries: [String: [TableEntry]] = [:]
    /// The key of each member of `strings` read so far (by Unicode scalars), with the index of its last copy.
    var seen: [ScalarKey: Int] = [:]
    /// The span of each member of `strings`, in file order.
    var spans: [Span] = []
    /// The earlier copy of each key written again, in the order the later copies came.
    var repeated: [(earlier: Int, key: ScalarKey)] = []
    /// Where the last copy of each repeated key is.
    var lastCopy: [ScalarKey: SourceLocation] = [:]

    init(file: String, scanner: JSONScanner, given: String?) {
      self.file = file
      self.scanner = scanner
      self.given = given
    }

    // MARK: Scanning

    /// Runs a step of the scanner; its syntax error stops the whole read.
    mutating func scan<T>(_ step: (inout JSONScanner) throws(JSONScanner.SyntaxError) -> T) throws(Failure) -> T {
      do {
        return try step(&scanner)
      } catch {
        throw .syntax(error)
      }
    }

    /// Where the scanner is.
    var here: SourceLocation { SourceLocation(file: file, line: scanner.line, column: scanner.column) }

    func location(_ key: JSONScanner.Key) -> SourceLocation { SourceLocation(file: file, line: key.line, column: key.column) }

    func error(_ id: String, at location: SourceLocation, _ message: String, hint: String) -> Failure {
      .shape(StringsDiagnostic(id: id, severity: .error, location: location, message: message, hint: hint))
    }

    /// The next member's key of the object being read, or `nil` after it.
    mutating func nextField() throws(Failure) -> JSONScanner.Key? {
      try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.nextKey() }
    }

    mutating func skip() throws(Failure) { try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.skipValue() } }

    /// The kind of the next value and where it starts.
    mutating func peek() throws(Failure) -> (JSONScanner.Kind, SourceLocation) {
      let kind = try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.peek() }
      return (kind, here)
    }

    /// Opens the next value as an object and gives where it starts; an error naming what it should have been (the
    /// value read past) when it is not one.
    @discardableResult
    mutating func object(_ what: @autoclosure () -> String) throws(Failure) -> SourceLocation {
      let (kind, at) = try peek()
      guard kind == .object else {
        try skip()
        throw error("wrong-type", at: at, "\(what()) is \(kind.name), not an object", hint: "write it as { … }")
      }
      try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.beginObject() }
      return at
    }

    mutating func string(_ what: @autoclosure () -> String) throws(Failure) -> String {
      let (kind, at) = try peek()
      guard kind == .string else {
        try skip()
        throw error("wrong-type", at: at, "\(what()) is \(kind.name), not a string", hint: "write it in double quotes")
      }
      return try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.readString() }
    }

    mutating func bool(_ what: @autoclosure () -> String) throws(Failure) -> Bool {
      let (kind, at) = try peek()
      guard kind == .bool else {
        try skip()
        throw error("wrong-type", at: at, "\(what()) is \(kind.name), not true or false", hint: "write true or false")
      }
      return try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.readBool() }
    }

    /// Reads the rest of the value being read when `body` stopped with a shape error, to the depth before it.
    mutating func recover<T>(
      toDepth depth: Int, _ body: (inout Reader) throws(Failure) -> T
    ) throws(Failure) -> Result<T, StringsDiagnostic> {
      do {
        return .success(try body(&self))
      } catch {
        guard case .shape(let diagnostic) = error else { throw error }
        try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.skipRest(toDepth: depth) }
        return .failure(diagnostic)
      }
    }

    mutating func warnUnknown(_ key: JSONScanner.Key, in place: @autoclosure () -> String, known: [String]) throws(Failure) {
      diagnostics.append(
        StringsDiagnostic(
          id: "not-understood", severity: .warning, location: location(key),
          message: "\"\(key.text)\" in \(place()) is not a String Catalog field Copydeck knows; it is kept as it is but not read",
          hint: "the fields here are \(known.joined(separator: ", ")); a newer Xcode may write more"))
      try skip()
    }

    // MARK: The document

    /// Reads the whole document: the root's members, the keys of `strings`; throws what makes it no catalog.
    mutating func document() throws(Failure) {
      let (kind, start) = try peek()
      guard kind == .object else {
        try skip()
        try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.finish() }
        throw error("wrong-type", at: start, "the String Catalog is \(kind.name), not an object", hint: "write it as { … }")
      }
      try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.beginObject() }
      // The first shape error of a member stops the read, but only once the rest is known to be JSON.
      var failure: StringsDiagnostic?
      var stringsFailure: StringsDiagnostic?
      var hasStrings = false
      while let member = try nextField() {
        let read = try recover(toDepth: 1) { reader throws(Failure) in
          switch member.text {
          case "sourceLanguage": reader.sourceLanguage = try reader.string("sourceLanguage")
          case "version":
            reader.versionLocation = try reader.peek().1
            reader.version = try reader.string("version")
          case "strings":
            hasStrings = true
            stringsFailure = nil
            let (kind, at) = try reader.peek()
            if kind == .object {
              try reader.strings()
            } else {
              try reader.skip()
              reader.resetStrings()
              stringsFailure = StringsDiagnostic(
                id: "wrong-type", severity: .error, location: at, message: "\"strings\" is \(kind.name), not an object",
                hint: "write it as { … }")
            }
          default:
            let saved = reader.diagnostics
            reader.diagnostics = []
            try reader.warnUnknown(member, in: "the catalog", known: ["sourceLanguage", "strings", "version"])
            reader.rootDiagnostics += reader.diagnostics
            reader.diagnostics = saved
          }
        }
        if case .failure(let diagnostic) = read, failure == nil { failure = diagnostic }
      }
      try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.finish() }
      if let failure { throw .shape(failure) }
      guard sourceLanguage != nil else {
        throw error(
          "not-a-catalog", at: start, "the String Catalog has no \"sourceLanguage\"",
          hint: "add \"sourceLanguage\" : \"en\" (the language the keys are written in)")
      }
      guard hasStrings else {
        throw error(
          "not-a-catalog", at: start, "the String Catalog has no \"strings\"", hint: "add \"strings\" : { } with one member per key")
      }
      if let stringsFailure { throw .shape(stringsFailure) }
    }

    mutating func resetStrings() {
      keysSourceLanguage = given ?? sourceLanguage
      diagnostics = []
      keys = []
      entries = [:]
      seen = [:]
      spans = []
      repeated = []
      lastCopy = [:]
    }

    /// Reads every key of `strings` (the object has just been peeked).
    mutating func strings() throws(Failure) {
      resetStrings()
      try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.beginObject() }
      let depth = scanner.depth
      while let member = try nextField() {
        let scalar = ScalarKey(member.text)
        if let earlier = seen.updateValue(spans.count, forKey: scalar) {
          repeated.append((earlier, scalar))
          lastCopy[scalar] = location(member)
        }
        let read = try recover(toDepth: depth) { reader throws(Failure) in try reader.key(member) }
        if case .failure(let diagnostic) = read { diagnostics.append(diagnostic) }
        spans.append(Span(start: (member.line, member.column), end: (scanner.line, scanner.column)))
      }
    }

    /// The catalog read, with only the last copy of each repeated key (the device and Foundation use it).
    func catalog(source: [UInt8]) -> StringCatalog {
      var keys = self.keys
      var entries = self.entries
      var diagnostics = self.diagnostics
      var warnings: [StringsDiagnostic] = []
      if !repeated.isEmpty {
        let earlier = repeated.sorted { $0.earlier < $1.earlier }
        for (index, key) in earlier {
          warnings.append(
            StringsDiagnostic(
              id: "duplicate-key", severity: .warning, location: lastCopy[key]!,
              message:
                "key \"\(key.string)\" is defined again (first at line \(spans[index].start.line)); the later one is used, as on the device",
              hint: "delete one of the two"))
        }
        // What the earlier copies gave is left out: everything read inside their spans.
        let dropped = earlier.map { spans[$0.earlier] }
        func kept(_ location: SourceLocation) -> Bool {
          // The spans are in file order and do not overlap: the last one starting at or before `location` decides.
          var (low, high) = (0, dropped.count)
          while low < high {
            let middle = (low + high) / 2
            if (dropped[middle].start.line, dropped[middle].start.column) <= (location.line, location.column) {
              low = middle + 1
            } else {
              high = middle
            }
          }
          return low == 0 || !dropped[low - 1].contains(location)
        }
        keys.removeAll { !kept($0.location) }
        for language in entries.keys { entries[language]!.removeAll { !kept($0.location) } }
        diagnostics.removeAll { !kept($0.location) }
      }
      let sourceLanguage = given ?? self.sourceLanguage ?? ""
      if entries[sourceLanguage] == nil { entries[sourceLanguage] = [] }
      var all = rootDiagnostics
      if let version, version != "1.0", version != "1.1", let versionLocation {
        all.append(
          StringsDiagnostic(
            id: "not-understood", severity: .warning, location: versionLocation,
            message: "String Catalog version \(version) is newer than Copydeck knows (1.0 and 1.1); it is read as 1.1",
            hint: "check the result with `copydeck parse`; report the version if something is missing"))
      }
      all += warnings + diagnostics
      all.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
      return StringCatalog(
        sourceLanguage: sourceLanguage, version: version ?? "1.0", keys: keys, entries: entries, diagnostics: all, source: source)
    }

    // MARK: Keys

    static let keyFields = ["comment", "extractionState", "generatesSymbol", "isCommentAutoGenerated", "localizations", "shouldTranslate"]

    /// Reads one key of `strings`: its record, and an entry per localization the device can use.
    mutating func key(_ member: JSONScanner.Key) throws(Failure) {
      let name = member.text
      var record = StringCatalog.Key(
        key: name, comment: nil, isCommentAutoGenerated: false, extractionState: nil, shouldTranslate: true, location: location(member),
        languages: [])
      var localizations: [Localization] = []
      try object("the key \"\(name)\"")
      while let field = try nextField() {
        switch field.text {
        case "comment": record.comment = try string("the comment of \"\(name)\"")
        case "isCommentAutoGenerated": record.isCommentAutoGenerated = try bool("isCommentAutoGenerated of \"\(name)\"")
        case "shouldTranslate": record.shouldTranslate = try bool("shouldTranslate of \"\(name)\"")
        case "generatesSymbol": _ = try bool("generatesSymbol of \"\(name)\"")
        case "extractionState":
          let at = try peek().1
          let text = try string("extractionState of \"\(name)\"")
          record.extractionState = ExtractionState(rawValue: text)
          if record.extractionState == nil {
            diagnostics.append(
              StringsDiagnostic(
                id: "not-understood", severity: .warning, location: at,
                message: "extractionState \"\(text)\" of \"\(name)\" is not one Copydeck knows; the key is read as if it had none",
                hint: "the states are \(ExtractionState.allCases.map(\.rawValue).joined(separator: ", "))"))
          }
        case "localizations": localizations = try self.localizations(of: name)
        default: try warnUnknown(field, in: "the key \"\(name)\"", known: Self.keyFields)
        }
      }
      record.languages = localizations.map(\.key.text)
      for localization in localizations {
        diagnostics += localization.diagnostics
        switch localization.result {
        case .success(var entry):
          entry.comment = record.comment
          entry.extractionState = record.extractionState
          entry.shouldTranslate = record.shouldTranslate
          entries[localization.key.text, default: []].append(entry)
        case .failure(let error):
          diagnostics.append(error)
        }
      }
      if let sourceLanguage = keysSourceLanguage, !record.languages.contains(sourceLanguage) {
        entries[sourceLanguage, default: []].append(
          TableEntry(key: name, value: .string(name), comment: record.comment, location: record.location, format: .xcstrings)
            .with(extractionState: record.extractionState, shouldTranslate: record.shouldTranslate))
      }
      keys.append(record)
    }

    /// Every localization of a key, only the last of each language (compared by Unicode scalars, as Foundation and
    /// the device compare them); each earlier one gets a warning at the later one.
    mutating func localizations(of name: String) throws(Failure) -> [Localization] {
      try object("the localizations of \"\(name)\"")
      let depth = scanner.depth
      var read: [Localization] = []
      while let member = try nextField() {
        let saved = diagnostics
        diagnostics = []
        let result = try recover(toDepth: depth) { reader throws(Failure) in try reader.localization(member, key: name) }
        read.append(Localization(key: member, result: result, diagnostics: diagnostics))
        diagnostics = saved
      }
      // The common case, no language written twice: a few comparisons (keys equal as scalars are equal as Strings,
      // which is quick to rule out).
      let repeated = read.indices.contains { index in
        read[..<index].contains { $0.key.text == read[index].key.text && ScalarKey($0.key.text) == ScalarKey(read[index].key.text) }
      }
      guard repeated else { return read }
      var last: [ScalarKey: Int] = [:]
      for (index, localization) in read.enumerated() { last[ScalarKey(localization.key.text)] = index }
      var kept: [Localization] = []
      for (index, localization) in read.enumerated() {
        let later = last[ScalarKey(localization.key.text)]!
        if later == index {
          kept.append(localization)
          continue
        }
        diagnostics.append(
          StringsDiagnostic(
            id: "duplicate-key", severity: .warning, location: location(read[later].key),
            message:
              "the \(localization.key.text) localization of \"\(name)\" is defined again (first at line \(localization.key.line)); the later one is used, as on the device",
            hint: "delete one of the two"))
      }
      return kept
    }

    /// The entry of one language of a key: its value, its substitutions, and the state of its least finished form.
    mutating func localization(_ member: JSONScanner.Key, key: String) throws(Failure) -> TableEntry {
      func place() -> String { "the \(member.text) localization of \"\(key)\"" }
      var value: TableValue?
      var substitutions: [SubstitutionRead] = []
      var states: TranslationState?  // the least finished state of the localization's forms
      var valueLocation = try object(place())
      let start = valueLocation
      while let field = try nextField() {
        switch field.text {
        case "stringUnit", "variations":
          if value != nil {
            try skip()
            throw error(
              "both-unit-and-variations", at: location(field), "\(place()) has both a stringUnit and variations",
              hint: "keep one of the two")
          }
          if field.text == "stringUnit" {
            let (text, at) = try stringUnit(place: place(), state: &states)
            value = .string(text)
            valueLocation = at
          } else {
            value = try variations(place: place(), state: &states)
          }
        case "substitutions":
          substitutions = try self.substitutions(place: place())
        default: try warnUnknown(field, in: place(), known: ["stringUnit", "substitutions", "variations"])
        }
      }
      guard let value else {
        throw error(
          "no-value", at: start, "\(place()) has neither a stringUnit nor variations",
          hint: "add \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" }")
      }
      // The substitutions count (their warnings, their first error) only for a localization with a value.
      var read: [Substitution] = []
      for substitution in substitutions {
        diagnostics += substitution.diagnostics
        switch substitution.result {
        case .success(let found):
          read.append(found.substitution)
          if let state = found.state { states = state.leastFinished(with: states) }
        case .failure(let error): throw .shape(error)
        }
      }
      try checkReferences(value: value, substitutions: read, keys: substitutions.map(\.key), at: location(member), place: place())
      var entry = TableEntry(key: key, value: value, substitutions: read, location: valueLocation, format: .xcstrings)
      entry.state = states
      return entry
    }

    /// Every substitution of a localization, each with what reading it gave.
    mutating func substitutions(place: @autoclosure () -> String) throws(Failure) -> [SubstitutionRead] {
      try object("the substitutions of \(place())")
      let depth = scanner.depth
      var read: [SubstitutionRead] = []
      while let member = try nextField() {
        let saved = diagnostics
        diagnostics = []
        let result = try recover(toDepth: depth) { reader throws(Failure) in
          var state: TranslationState?
          let substitution = try reader.substitution(member, place: place(), state: &state)
          return (substitution, state)
        }
        read.append(SubstitutionRead(key: member, result: result.map { (substitution: $0.0, state: $0.1) }, diagnostics: diagnostics))
        diagnostics = saved
      }
      return read
    }

    /// Every `%#@name@` names a substitution, and every substitution is named by one.
    func checkReferences(
      value: TableValue, substitutions: [Substitution], keys: [JSONScanner.Key], at location: SourceLocation,
      place: @autoclosure () -> String
    ) throws(Failure) {
      // Every reference has a `#@`: a value without a `#` (nearly all) and no substitutions has nothing to check.
      func mayReference(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "#")) } ?? true
      }
      if keys.isEmpty, case .string(let text) = value, !mayReference(text) { return }
      let texts = value.strings + substitutions.flatMap(\.value.strings)
      if keys.isEmpty, !texts.contains(where: mayReference) { return }
      let referenced = Set(texts.flatMap(SubstitutionReferences.names(in:)))
      if let missing = texts.flatMap(SubstitutionReferences.names(in:)).first(where: { name in !substitutions.contains { $0.name == name } }
      ) {
        throw error(
          "undefined-substitution", at: location, "\(place()) uses %#@\(missing)@ but has no substitution \"\(missing)\"",
          hint:
            "add \"substitutions\" : { \"\(missing)\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : { … } } } }"
        )
      }
      if let unused = keys.first(where: { !referenced.contains($0.text) }) {
        throw error(
          "unused-substitution", at: self.location(unused),
          "the substitution \"\(unused.text)\" of \(place()) is not used by any %#@\(unused.text)@",
          hint: "use %#@\(unused.text)@ in the value, or delete the substitution")
      }
    }

    /// `{ "stringUnit" : … }` or `{ "variations" : … }`: a string, or plural or device forms.
    mutating func variationValue(place: @autoclosure () -> String, state states: inout TranslationState?) throws(Failure) -> TableValue {
      var value: TableValue?
      let start = try object(place())
      while let field = try nextField() {
        switch field.text {
        case "stringUnit": value = .string(try stringUnit(place: place(), state: &states).value)
        case "variations": value = try variations(place: place(), state: &states)
        default: try warnUnknown(field, in: place(), known: ["stringUnit", "variations"])
        }
      }
      guard let value else {
        throw error(
          "no-value", at: start, "\(place()) has neither a stringUnit nor variations",
          hint: "add \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" }")
      }
      return value
    }

    /// A `stringUnit`'s value and where it is (the unit's, when it has no value).
    mutating func stringUnit(
      place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(Failure) -> (value: String, location: SourceLocation) {
      var value: String?
      let start = try object("the stringUnit of \(place())")
      var valueLocation = start
      while let field = try nextField() {
        switch field.text {
        case "value":
          valueLocation = try peek().1
          value = try string("the value of \(place())")
        case "state":
          let at = try peek().1
          let text = try string("the state of \(place())")
          guard let state = TranslationState(rawValue: text) else {
            throw error(
              "unknown-state", at: at, "\"\(text)\" is not a state Xcode writes (in \(place()))",
              hint: "use \(TranslationState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
          }
          states = state.leastFinished(with: states)
        default: try warnUnknown(field, in: "the stringUnit of \(place())", known: ["state", "value"])
        }
      }
      guard let value else {
        throw error("no-value", at: start, "the stringUnit of \(place()) has no \"value\"", hint: "add \"value\" : \"…\"")
      }
      return (value, valueLocation)
    }

    mutating func variations(place: @autoclosure () -> String, state states: inout TranslationState?) throws(Failure) -> TableValue {
      var value: TableValue?
      let start = try object("the variations of \(place())")
      while let field = try nextField() {
        switch field.text {
        case "plural", "device":
          if value != nil {
            try skip()
            throw error(
              "mixed-variations", at: location(field), "\(place()) varies by plural and by device at the same level",
              hint: "nest one inside the other, as Xcode does: \"device\" : { \"iphone\" : { \"variations\" : { \"plural\" : … } } }")
          }
          value =
            field.text == "plural" ? try plural(field, place: place(), state: &states) : try device(field, place: place(), state: &states)
        default: try warnUnknown(field, in: "the variations of \(place())", known: ["device", "plural"])
        }
      }
      guard let value else {
        throw error("no-value", at: start, "the variations of \(place()) are empty", hint: "add \"plural\" or \"device\" forms")
      }
      return value
    }

    mutating func plural(
      _ member: JSONScanner.Key, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(Failure) -> TableValue {
      var forms: [PluralCategory: TableValue] = [:]
      try object("the plural forms of \(place())")
      while let form = try nextField() {
        guard let category = PluralCategory(rawValue: form.text) else {
          diagnostics.append(
            StringsDiagnostic(
              id: "not-understood", severity: .warning, location: location(form),
              message: "\"\(form.text)\" in the plural forms of \(place()) is not a plural category; it is skipped",
              hint: "the categories are zero, one, two, few, many and other"))
          try skip()
          continue
        }
        forms[category] = try variationValue(place: "the \(form.text) form of \(place())", state: &states)
      }
      guard forms[.other] != nil else {
        throw error(
          "plural-without-other", at: location(member),
          "the plural forms of \(place()) have no \"other\", which the device falls back to for every count",
          hint: "add \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" } }")
      }
      return .plural(forms)
    }

    mutating func device(
      _ member: JSONScanner.Key, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(Failure) -> TableValue {
      var forms: [DeviceClass: TableValue] = [:]
      try object("the device forms of \(place())")
      while let form = try nextField() {
        guard let device = DeviceClass(rawValue: form.text) else {
          diagnostics.append(
            StringsDiagnostic(
              id: "not-understood", severity: .warning, location: location(form),
              message: "\"\(form.text)\" in the device forms of \(place()) is not a device Copydeck knows; it is skipped",
              hint: "the devices are \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", "))"))
          try skip()
          continue
        }
        forms[device] = try variationValue(place: "the \(form.text) form of \(place())", state: &states)
      }
      guard !forms.isEmpty else {
        throw error(
          "no-value", at: location(member), "the device forms of \(place()) name no device",
          hint: "add \"other\" and the devices that differ")
      }
      return .device(forms)
    }

    mutating func substitution(
      _ member: JSONScanner.Key, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(Failure) -> Substitution {
      func inside() -> String { "the substitution \"\(member.text)\" of \(place())" }
      var argument: Int?
      var specifier = ""
      var value: TableValue?
      try object(inside())
      while let field = try nextField() {
        switch field.text {
        case "argNum":
          let (kind, at) = try peek()
          let number: Double? = kind == .number ? try scan { scanner throws(JSONScanner.SyntaxError) in try scanner.readNumber() } : nil
          if number == nil { try skip() }
          guard let number, number >= 1, number < 1_000, number == number.rounded() else {
            throw error(
              "wrong-type", at: at, "argNum of \(inside()) is not a whole number from 1", hint: "write the argument's position, e.g. 1")
          }
          argument = Int(number)
        case "formatSpecifier": specifier = try string("formatSpecifier of \(inside())")
        case "variations": value = try variations(place: inside(), state: &states)
        default: try warnUnknown(field, in: inside(), known: ["argNum", "formatSpecifier", "variations"])
        }
      }
      guard let value else {
        throw error("no-value", at: location(member), "\(inside()) has no variations", hint: "add \"variations\" : { \"plural\" : { … } }")
      }
      return Substitution(name: member.text, argumentNumber: argument, formatSpecifier: specifier, value: value)
    }
  }
}

extension TableEntry {
  /// The entry with a String Catalog key's attributes.
  func with(extractionState: ExtractionState?, shouldTranslate: Bool) -> TableEntry {
    var entry = self
    entry.extractionState = extractionState
    entry.shouldTranslate = shouldTranslate
    return entry
  }
}

extension TranslationState {
  /// The less finished of this state and `other` (`new`, then `needs_review`, then `translated`): a localization is as
  /// finished as its least finished form.
  fileprivate func leastFinished(with other: TranslationState?) -> TranslationState {
    guard let other else { return self }
    let order: [TranslationState] = [.new, .needsReview, .translated]
    return order.firstIndex(of: self)! <= order.firstIndex(of: other)! ? self : other
  }
}
