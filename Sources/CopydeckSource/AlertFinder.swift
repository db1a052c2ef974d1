import Copydeck

/// Finds the alerts a Swift file builds, for `copydeck init`: SwiftUI `.alert(_:isPresented:actions:message:)` and
/// `.confirmationDialog` with the `Button`s of their actions (`role: .cancel`, `.destructive`) and the `Text` of their
/// message, and `UIAlertController(title:message:preferredStyle:)` with the `UIAlertAction(title:style:)` calls that
/// follow it in the same block.
///
/// Each part is the lookup ``LookupFinder`` finds at its literal, so a key is written as the device looks it up and
/// a part whose key is not a literal (a `String` variable) is left out; an alert without a literal title is not one.
public struct AlertFinder: Sendable {
  /// The finder of the lookups the parts are.
  public var lookups: LookupFinder

  /// Creates a finder whose keys come from `lookups`.
  public init(lookups: LookupFinder = LookupFinder()) {
    self.lookups = lookups
  }

  /// The alerts of `bytes`, a file in `language` named `file` in results, in file order.
  public func find(in bytes: [UInt8], language: SourceLanguage, file: String) -> [CodeAlert] {
    guard language == .swift else { return [] }
    let source = SourceLexer.tokens(bytes, language: language)
    var byPlace: [Int: [Int: SourceLookup]] = [:]
    for lookup in lookups.find(in: bytes, language: language, file: file).lookups where lookup.target == .key {
      byPlace[lookup.line, default: [:]][lookup.column] = lookup
    }
    let scan = AlertScan(source: source, tokens: source.tokens, brackets: Brackets(source.tokens, in: source), byPlace: byPlace, file: file)
    return scan.alerts()
  }
}

/// The walk over one file's tokens for ``AlertFinder``.
private struct AlertScan {
  let source: SourceTokens
  let tokens: [SourceToken]
  let brackets: Brackets
  /// The lookups by line, then column of their literal.
  let byPlace: [Int: [Int: SourceLookup]]
  let file: String

  func alerts() -> [CodeAlert] {
    var found: [CodeAlert] = []
    for index in tokens.indices where tokens[index].kind == .identifier && isCall(index) {
      if index > 0, source.isPunctuation(tokens[index - 1], UInt8(ascii: ".")),
        source.isIdentifier(tokens[index], "alert") || source.isIdentifier(tokens[index], "confirmationDialog")
      {
        if let alert = swiftUIAlert(at: index) { found.append(alert) }
      } else if source.isIdentifier(tokens[index], "UIAlertController"), let alert = alertController(at: index) {
        found.append(alert)
      }
    }
    return found
  }

  private func isCall(_ index: Int) -> Bool {
    index + 1 < tokens.count && source.isPunctuation(tokens[index + 1], UInt8(ascii: "("))
  }

  private func callArguments(_ index: Int) -> CallArguments {
    CallArguments(tokens, in: source, open: index + 1, brackets: brackets)
  }

  /// The first lookup whose literal is among `range`.
  private func lookup(in range: Range<Int>) -> SourceLookup? {
    for index in range where tokens[index].kind == .string {
      if let found = byPlace[tokens[index].line]?[source.column(of: tokens[index])] { return found }
    }
    return nil
  }

  /// The lookup an argument is: one among its tokens, or, for a name alone (`title: title`), the one its
  /// `let`/`var` declaration in the same block before `call` holds (`let title = NSLocalizedString("…", comment: "")`).
  private func value(of argument: CallArguments.Argument?, before call: Int) -> SourceLookup? {
    guard let range = argument?.tokens else { return nil }
    if let found = lookup(in: range) { return found }
    guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return nil }
    let name = source.text(tokens[range.lowerBound])
    var index = call - 1
    while index > 1, !(source.isPunctuation(tokens[index], UInt8(ascii: "{")) && brackets.closing[index] > call) {
      if tokens[index].kind == .identifier, source.text(tokens[index]) == name,
        source.isIdentifier(tokens[index - 1], "let") || source.isIdentifier(tokens[index - 1], "var")
      {
        // Its value: up to the next declaration or the call.
        var end = index + 1
        while end < call, !source.isIdentifier(tokens[end], "let"), !source.isIdentifier(tokens[end], "var") { end += 1 }
        return lookup(in: (index + 1)..<end)
      }
      index -= 1
    }
    return nil
  }

  /// The range inside the braces of the closure opening at `index`, if a `{` is there.
  private func closure(at index: Int) -> Range<Int>? {
    guard index < tokens.count, source.isPunctuation(tokens[index], UInt8(ascii: "{")) else { return nil }
    return (index + 1)..<min(brackets.closing[index], tokens.count)
  }

  /// The closure labelled `label` after the trailing closure ending at `end` (`} message: { … }`).
  private func labelledClosure(_ label: StaticString, after end: Int) -> Range<Int>? {
    guard end + 3 < tokens.count, source.isIdentifier(tokens[end + 1], label), source.isPunctuation(tokens[end + 2], UInt8(ascii: ":"))
    else { return nil }
    return closure(at: end + 3)
  }

  private func swiftUIAlert(at index: Int) -> CodeAlert? {
    let arguments = callArguments(index)
    guard let titleArgument = arguments.first, let title = lookup(in: titleArgument.tokens), !title.isDebugOnly else { return nil }
    var actions = arguments.labelled("actions")?.tokens
    var message = arguments.labelled("message")?.tokens
    if actions == nil, let trailing = closure(at: arguments.end + 1) {
      actions = trailing
      message = message ?? labelledClosure("message", after: trailing.upperBound)
    }
    let token = tokens[index]
    return CodeAlert(
      call: "." + source.text(token), title: title, message: message.flatMap(lookup(in:)), buttons: actions.map(buttons(in:)) ?? [],
      file: file, line: token.line, column: source.column(of: token))
  }

  /// The `Button`s of an actions closure: `Button("Delete", role: .destructive) { … }`, or
  /// `Button(role: .cancel) { … } label: { Text("Keep") }`.
  private func buttons(in range: Range<Int>) -> [CodeAlert.Button] {
    var found: [CodeAlert.Button] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard source.isIdentifier(tokens[index], "Button"), isCall(index) else {
        index += 1
        continue
      }
      let arguments = callArguments(index)
      let role = arguments.labelled("role").map { buttonRole(in: $0.tokens) } ?? .default
      var label = arguments.first.flatMap { lookup(in: $0.tokens) }
      var next = arguments.end + 1
      if let action = closure(at: next) {
        next = action.upperBound + 1
        if label == nil, let closure = labelledClosure("label", after: action.upperBound) {
          label = lookup(in: closure)
          next = closure.upperBound + 1
        }
      }
      if let label { found.append(CodeAlert.Button(label: label, role: role)) }
      index = max(next, index + 1)
    }
    return found
  }

  /// The role a `role:` or `style:` argument names.
  private func buttonRole(in range: Range<Int>) -> ButtonRole {
    for index in range {
      if source.isIdentifier(tokens[index], "cancel") { return .cancel }
      if source.isIdentifier(tokens[index], "destructive") { return .destructive }
    }
    return .default
  }

  /// Whether the call at `index` makes an action: `UIAlertAction(title:style:)`, or `.init(title:style:)` passed to
  /// `addAction`.
  private func isAction(_ index: Int) -> Bool {
    guard isCall(index) else { return false }
    if source.isIdentifier(tokens[index], "UIAlertAction") { return true }
    return index >= 3 && source.isIdentifier(tokens[index], "init") && source.isPunctuation(tokens[index - 1], UInt8(ascii: "."))
      && source.isPunctuation(tokens[index - 2], UInt8(ascii: "(")) && source.isIdentifier(tokens[index - 3], "addAction")
  }

  private func alertController(at index: Int) -> CodeAlert? {
    let arguments = callArguments(index)
    guard let title = value(of: arguments.labelled("title"), before: index), !title.isDebugOnly else { return nil }
    // The actions added after it, up to the end of its block or the next controller.
    var end = tokens.count
    for opener in stride(from: index - 1, through: 0, by: -1)
    where source.isPunctuation(tokens[opener], UInt8(ascii: "{")) && brackets.closing[opener] > index {
      end = brackets.closing[opener]
      break
    }
    var buttons: [CodeAlert.Button] = []
    var next = arguments.end + 1
    while next < end {
      if source.isIdentifier(tokens[next], "UIAlertController") { break }
      if isAction(next) {
        let action = callArguments(next)
        if let label = value(of: action.labelled("title"), before: next) {
          buttons.append(CodeAlert.Button(label: label, role: action.labelled("style").map { buttonRole(in: $0.tokens) } ?? .default))
        }
        next = action.end
      }
      next += 1
    }
    let token = tokens[index]
    return CodeAlert(
      call: "UIAlertController", title: title, message: value(of: arguments.labelled("message"), before: index),
      buttons: buttons, file: file, line: token.line, column: source.column(of: token))
  }
}
