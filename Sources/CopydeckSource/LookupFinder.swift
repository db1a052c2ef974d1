/// Finds the localized lookups of a Swift or Objective-C file: the keys it asks tables for, where, and in which table.
///
/// It reads the tokens of ``SourceLexer``, so a lookup inside a comment is not one and one inside an interpolation is.
/// A call whose key is not a literal (`NSLocalizedString(name, comment: "")`) is a *dynamic* lookup: its key is built
/// at run time. SwiftUI's `Text(title)` with a `String` shows the text as it is, so it is no lookup at all, nor is
/// `Text(verbatim:)`.
public struct LookupFinder: Sendable {
  /// The app's own lookup functions and properties.
  public var wrappers: [LookupWrapper]

  /// Creates a finder of the system's lookups and of `wrappers`.
  public init(wrappers: [LookupWrapper] = []) {
    self.wrappers = wrappers
  }

  /// The lookups and format calls of `bytes`, a file in `language` named `file` in results.
  public func find(in bytes: [UInt8], language: SourceLanguage, file: String) -> SourceFileLookups {
    let tokens = SourceLexer.tokens(bytes, language: language)
    var scan = FileScan(source: tokens, language: language, file: file, wrappers: wrappers)
    scan.walk(tokens.tokens)
    return scan.result
  }
}

/// What one file asks for.
public struct SourceFileLookups: Sendable {
  /// The lookups with a literal key, in file order.
  public var lookups: [SourceLookup] = []
  /// The `String(format:)` calls whose template the scanner can read.
  public var formatCalls: [FormatCall] = []
  /// The lookups whose key (or table) is built at run time; only `call`, `file`, `line` and `column` mean anything.
  public var dynamicLookups: [SourceLookup] = []
}

/// The walk over one file's tokens.
private struct FileScan {
  let source: SourceTokens
  let language: SourceLanguage
  let file: String
  let wrappers: [LookupWrapper]
  let types: InterpolationTypes
  var result = SourceFileLookups()
  /// The `#if` branches the walk is in.
  var conditions = DebugConditions()
  /// The parts of the file no person reads.
  let hidden: HiddenText

  /// SwiftUI initializers whose first unlabelled argument is a `LocalizedStringKey`.
  static let views: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Link", "NavigationLink", "Picker", "Section", "Menu", "TextField", "SecureField",
    "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker", "ProgressView", "GroupBox", "LabeledContent",
    "ContentUnavailableView", "Tab", "ControlGroup", "DisclosureGroup", "Gauge", "Slider", "TextEditor", "ShareLink",
    "LocalizedStringKey", "LocalizedStringResource",
  ]
  /// SwiftUI modifiers whose first unlabelled argument is a `LocalizedStringKey`.
  static let modifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "alert", "confirmationDialog", "help", "accessibilityLabel",
    "accessibilityHint", "accessibilityValue", "badge", "fileImporter", "fileExporter",
  ]
  /// Objective-C's lookup macros and where their table argument is (the key is the first).
  static let macros: [String: Int?] = [
    "NSLocalizedString": nil, "NSLocalizedStringFromTable": 1, "NSLocalizedStringFromTableInBundle": 1,
    "NSLocalizedStringWithDefaultValue": 1,
  ]

  init(source: SourceTokens, language: SourceLanguage, file: String, wrappers: [LookupWrapper]) {
    self.source = source
    self.language = language
    self.file = file
    self.wrappers = wrappers
    self.types = InterpolationTypes(source)
    self.hidden =
      language == .swift ? HiddenText(source.tokens, in: source, brackets: Brackets(source.tokens, in: source)) : HiddenText()
  }

  mutating func walk(_ tokens: [SourceToken]) {
    let brackets = Brackets(tokens, in: source)
    var lookupAt: [Int: SourceLookup] = [:]
    var templates: [(call: Int, template: Range<Int>, arguments: Int, name: String)] = []
    var previewEnd = -1
    for index in tokens.indices {
      let token = tokens[index]
      if index <= previewEnd { continue }
      if token.kind == .identifier, source.bytes[token.start] == UInt8(ascii: "#") { conditions.read(tokens, at: index, in: source) }
      if let end = previewBlockEnd(tokens, at: index, brackets: brackets) {
        previewEnd = end
        continue
      }
      if token.kind == .string {
        for case .interpolation(let inner) in source.literals[token.literal].parts { walk(inner) }
        propertyWrapper(tokens, at: index)
        continue
      }
      guard token.kind == .identifier, index + 1 < tokens.count else { continue }
      let next = tokens[index + 1]
      if language == .objectiveC, source.isPunctuation(next, UInt8(ascii: ":")) {
        objectiveCMessage(tokens, at: index, brackets: brackets, templates: &templates)
        continue
      }
      guard source.isPunctuation(next, UInt8(ascii: "(")) else { continue }
      let arguments = CallArguments(tokens, in: source, open: index + 1, brackets: brackets)
      if let lookup = call(tokens, at: index, arguments: arguments) {
        lookupAt[index] = lookup
      }
      if let format = formatTemplate(tokens, at: index, arguments: arguments) {
        templates.append((index, format.template, format.count, format.name))
      }
    }
    for (call, range, count, name) in templates {
      guard let template = template(tokens, range, lookupAt: lookupAt, brackets: brackets) else { continue }
      let token = tokens[call]
      result.formatCalls.append(
        FormatCall(
          template: template, argumentCount: count, call: name, file: file, line: token.line, column: source.column(of: token)))
    }
  }

  /// When the token at `index` starts an Xcode preview (`#Preview { … }`, `#Preview("name") { … }`, or the body of
  /// a `PreviewProvider`), the index of the brace that closes it: its text is never shown to a person.
  private func previewBlockEnd(_ tokens: [SourceToken], at index: Int, brackets: Brackets) -> Int? {
    guard tokens[index].kind == .identifier else { return nil }
    let isMacro = source.isIdentifier(tokens[index], "#Preview")
    guard isMacro || source.isIdentifier(tokens[index], "PreviewProvider") else { return nil }
    var next = index + 1
    if isMacro, next < tokens.count, source.isPunctuation(tokens[next], UInt8(ascii: "(")) { next = brackets.closing[next] + 1 }
    // `struct X: View, PreviewProvider {`: the body's brace follows within a few tokens.
    for candidate in next..<min(next + 6, tokens.count) where source.isPunctuation(tokens[candidate], UInt8(ascii: "{")) {
      return brackets.closing[candidate]
    }
    return nil
  }

  // MARK: - Calls

  /// Records the lookup the call named at `index` makes, if it is one, and returns it.
  private mutating func call(_ tokens: [SourceToken], at index: Int, arguments: CallArguments) -> SourceLookup? {
    let name = source.text(tokens[index])
    let afterDot = index > 0 && source.isPunctuation(tokens[index - 1], UInt8(ascii: "."))
    let qualifier = afterDot && index > 1 && tokens[index - 2].kind == .identifier ? source.text(tokens[index - 2]) : nil
    if let tablePosition = Self.macros[name] {
      let all = arguments.arguments
      let table: CallArguments.Argument?
      if let tablePosition {
        table = tablePosition < all.count ? all[tablePosition] : nil
      } else {
        table = arguments.labelled("tableName")
      }
      let hasDefault = name == "NSLocalizedStringWithDefaultValue" || nonEmptyLiteral(tokens, arguments.labelled("value"))
      return lookup(tokens, key: all.first, table: table, call: name, interpolating: false, hasDefaultValue: hasDefault)
    }
    if !afterDot || qualifier == "SwiftUI" {
      if (name == "String" || name == "AttributedString"), let key = arguments.labelled("localized") {
        return lookup(
          tokens, key: key, table: arguments.labelled("table"), call: "\(name)(localized:)", interpolating: true,
          hasDefaultValue: arguments.labelled("defaultValue") != nil)
      }
      if Self.views.contains(name), let key = arguments.first {
        let table = arguments.labelled("tableName") ?? arguments.labelled("table")
        return lookup(
          tokens, key: key, table: table, call: name, interpolating: true, literalOnly: true,
          hasDefaultValue: arguments.labelled("defaultValue") != nil)
      }
    }
    if afterDot {
      // `.init(localized: "k", defaultValue: "…")` and `.init("k", defaultValue: "…")`, where the type is inferred
      // (String, LocalizedStringResource, String.LocalizationValue).
      if name == "init", let key = arguments.labelled("localized") {
        return lookup(
          tokens, key: key, table: arguments.labelled("table"), call: ".init(localized:)", interpolating: true,
          hasDefaultValue: arguments.labelled("defaultValue") != nil)
      }
      if name == "init", let key = arguments.first, arguments.labelled("defaultValue") != nil {
        return lookup(
          tokens, key: key, table: arguments.labelled("table"), call: ".init(_:defaultValue:)", interpolating: true, literalOnly: true,
          hasDefaultValue: true)
      }
      if Self.modifiers.contains(name), let key = arguments.first {
        return lookup(tokens, key: key, table: arguments.labelled("tableName"), call: ".\(name)", interpolating: true, literalOnly: true)
      }
      if name == "searchable", let key = arguments.labelled("prompt") {
        return lookup(tokens, key: key, table: nil, call: ".searchable(prompt:)", interpolating: true, literalOnly: true)
      }
      if name == "localizedString", let key = arguments.labelled("forKey") {
        return lookup(tokens, key: key, table: arguments.labelled("table"), call: "localizedString(forKey:)", interpolating: false)
      }
    }
    if name == "resolve" {
      for (label, target) in [("id", SourceLookup.Target.entry), ("code", .code)] {
        guard let argument = arguments.labelled(label), let (key, _, token) = literal(tokens, argument.tokens, interpolating: false)
        else { continue }
        return record(
          SourceLookup(key: key, table: nil, target: target, call: "resolve(\(label):)", file: file, line: 0, column: 0), at: token)
      }
    }
    for wrapper in wrappers where wrapper.shape == .function && wrapper.name == name {
      if let wanted = wrapper.qualifier, wanted.split(separator: ".").last.map(String.init) != qualifier { continue }
      let key = argument(wrapper.key, of: arguments)
      let table = wrapper.table.flatMap { argument($0, of: arguments) }
      let called = wrapper.qualifier.map { "\($0).\(name)" } ?? name
      return lookup(tokens, key: key, table: table, fixedTable: wrapper.tableName, call: called, interpolating: true)
    }
    return nil
  }

  private func argument(_ which: LookupWrapper.Argument, of arguments: CallArguments) -> CallArguments.Argument? {
    switch which {
    case .position(let position): position >= 1 && position <= arguments.arguments.count ? arguments.arguments[position - 1] : nil
    case .label(let label): arguments.labelled(label)
    }
  }

  /// `"key".localized`: a property wrapper read on the literal at `index`.
  private mutating func propertyWrapper(_ tokens: [SourceToken], at index: Int) {
    guard index + 2 < tokens.count, source.isPunctuation(tokens[index + 1], UInt8(ascii: ".")), tokens[index + 2].kind == .identifier
    else { return }
    let name = source.text(tokens[index + 2])
    guard let wrapper = wrappers.first(where: { $0.shape == .property && $0.name == name }) else { return }
    guard let (key, _, token) = literal(tokens, index..<index + 1, interpolating: false) else {
      dynamic(".\(name)", at: tokens[index])
      return
    }
    record(SourceLookup(key: key, table: wrapper.tableName, call: ".\(name)", file: file, line: 0, column: 0), at: token)
  }

  /// Records the lookup of `key` in `table`, or a dynamic lookup when either is not a literal. With `literalOnly`, a
  /// key that is not a literal is no lookup at all (SwiftUI shows a `String` as it is).
  @discardableResult
  private mutating func lookup(
    _ tokens: [SourceToken], key: CallArguments.Argument?, table: CallArguments.Argument?, fixedTable: String? = nil, call: String,
    interpolating: Bool, literalOnly: Bool = false, hasDefaultValue: Bool = false
  ) -> SourceLookup? {
    guard let key else { return nil }
    guard let (text, pattern, token) = literal(tokens, key.tokens, interpolating: interpolating) else {
      if !literalOnly, let first = tokens[key.tokens].first { dynamic(call, at: first) }
      return nil
    }
    var tableName = fixedTable
    if let table {
      let range = table.tokens
      if range.count == 1, source.isIdentifier(tokens[range.lowerBound], "nil") {
        tableName = nil
      } else if let (name, _, _) = literal(tokens, range, interpolating: false) {
        tableName = name
      } else {
        dynamic(call, at: token)
        return nil
      }
    }
    var found = SourceLookup(key: text, table: tableName, call: call, pattern: pattern, file: file, line: 0, column: 0)
    found.hasDefaultValue = hasDefaultValue
    return record(found, at: token)
  }

  /// Whether `argument` is a literal with some text (`value: ""` gives no text to fall back to).
  private func nonEmptyLiteral(_ tokens: [SourceToken], _ argument: CallArguments.Argument?) -> Bool {
    guard let argument, let (text, _, _) = literal(tokens, argument.tokens, interpolating: false) else { return false }
    return !text.isEmpty
  }

  @discardableResult
  private mutating func record(_ lookup: SourceLookup, at token: SourceToken) -> SourceLookup {
    var placed = lookup
    placed.line = token.line
    placed.column = source.column(of: token)
    placed.isDebugOnly = conditions.isDebugOnly
    placed.isHidden = hidden.contains(token.start)
    if !placed.key.isEmpty { result.lookups.append(placed) }
    return placed
  }

  private mutating func dynamic(_ call: String, at token: SourceToken) {
    result.dynamicLookups.append(
      SourceLookup(key: "", table: nil, call: call, file: file, line: token.line, column: source.column(of: token)))
  }

  /// The key written by the literal (or adjacent Objective-C literals) that `range` holds alone: its text, its
  /// pattern when interpolated, and its first token; `nil` when `range` holds anything else, or an interpolation and
  /// `interpolating` is false.
  private func literal(
    _ tokens: [SourceToken], _ range: Range<Int>, interpolating: Bool
  ) -> (String, [SourceLookup.PatternPart], SourceToken)? {
    guard !range.isEmpty, tokens[range].allSatisfy({ $0.kind == .string }) else { return nil }
    let first = tokens[range.lowerBound]
    if range.count == 1, interpolating, language == .swift {
      let literal = source.literals[first.literal]
      guard literal.plainText == nil else { return (literal.plainText ?? "", [], first) }
      var key = ""
      var pattern: [SourceLookup.PatternPart] = []
      for part in literal.parts {
        switch part {
        case .text(let text):
          for character in text { key += character == "%" ? "%%" : String(character) }
          pattern.append(.text(text))
        case .interpolation(let inner):
          let specifier = types.specifier(of: inner, in: source)
          key += specifier ?? "%@"
          pattern.append(.argument(specifier))
        }
      }
      return (key, pattern, first)
    }
    guard range.count == 1 || language == .objectiveC else { return nil }
    var text = ""
    for token in tokens[range] {
      guard let run = source.literals[token.literal].plainText else { return nil }
      text += run
    }
    return (text, [], first)
  }

  // MARK: - Format calls

  /// The template argument of a `String(format:)`-like call named at `index`, and the number of arguments after it.
  private func formatTemplate(
    _ tokens: [SourceToken], at index: Int, arguments: CallArguments
  ) -> (template: Range<Int>, count: Int, name: String)? {
    let name = source.text(tokens[index])
    let afterDot = index > 0 && source.isPunctuation(tokens[index - 1], UInt8(ascii: "."))
    let all = arguments.arguments
    guard !all.contains(where: { $0.label == "arguments" }) else { return nil }
    if name == "String", !afterDot, let first = all.first, first.label == "format" {
      return (first.tokens, all.dropFirst().filter { $0.label != "locale" }.count, "String(format:)")
    }
    if name == "localizedStringWithFormat", afterDot, let first = arguments.first {
      return (first.tokens, all.count - 1, "localizedStringWithFormat")
    }
    return nil
  }

  /// The template in `range`: a literal, or a lookup call that spans it exactly.
  private func template(
    _ tokens: [SourceToken], _ range: Range<Int>, lookupAt: [Int: SourceLookup], brackets: Brackets
  ) -> FormatCall.Template? {
    if let (text, pattern, _) = literal(tokens, range, interpolating: false), pattern.isEmpty { return .literal(text) }
    guard range.count >= 3, let lookup = lookupAt[range.lowerBound], brackets.closing[range.lowerBound + 1] == range.upperBound - 1,
      lookup.target == .key, lookup.pattern.isEmpty
    else { return nil }
    return .lookup(lookup)
  }

  // MARK: - Objective-C messages

  /// `[bundle localizedStringForKey:@"k" value:nil table:@"T"]` and `[NSString stringWithFormat:@"…", a, b]`.
  private mutating func objectiveCMessage(
    _ tokens: [SourceToken], at index: Int, brackets: Brackets,
    templates: inout [(call: Int, template: Range<Int>, arguments: Int, name: String)]
  ) {
    let name = source.text(tokens[index])
    switch name {
    case "localizedStringForKey":
      let parts = messageParts(tokens, from: index + 2, brackets: brackets)
      guard let key = parts.first else { return }
      var table: CallArguments.Argument?
      var scan = key.upperBound
      while scan + 1 < parts.last.map(\.upperBound) ?? scan, scan + 1 < tokens.count {
        if source.isIdentifier(tokens[scan], "table"), source.isPunctuation(tokens[scan + 1], UInt8(ascii: ":")) {
          let value = scan + 2
          var end = value
          while end < tokens.count, tokens[end].kind == .string { end += 1 }
          table = CallArguments.Argument(label: "table", tokens: value..<max(end, value + 1))
          break
        }
        scan += 1
      }
      lookup(
        tokens, key: CallArguments.Argument(label: nil, tokens: key), table: table, call: "localizedStringForKey:", interpolating: false)
    case "stringWithFormat", "localizedStringWithFormat", "initWithFormat":
      let parts = messageParts(tokens, from: index + 2, brackets: brackets)
      guard let template = parts.first else { return }
      templates.append((index, template, parts.count - 1, "\(name):"))
    default:
      break
    }
  }

  /// The comma-separated parts of a message's argument list from `start` to the end of the message (`]`, `)`, `;`).
  /// The first part of `[x localizedStringForKey:@"k" value:@"v" table:nil]` runs to the end, so it is cut at the
  /// next `name:`.
  private func messageParts(_ tokens: [SourceToken], from start: Int, brackets: Brackets) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var partStart = start
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        if brackets.closing[index] > index {
          index = min(brackets.closing[index] + 1, tokens.count)  // an unclosed bracket runs to the end
          continue
        }
        let byte = source.bytes[token.start]
        if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { break }
        if byte == UInt8(ascii: ",") {
          parts.append(partStart..<index)
          partStart = index + 1
        }
      } else if parts.isEmpty, index > partStart, token.kind == .identifier, index + 1 < tokens.count,
        source.isPunctuation(tokens[index + 1], UInt8(ascii: ":"))
      {
        parts.append(partStart..<index)
        partStart = index
      }
      index += 1
    }
    if partStart < index { parts.append(partStart..<index) }
    return parts.filter { !$0.isEmpty }
  }
}
