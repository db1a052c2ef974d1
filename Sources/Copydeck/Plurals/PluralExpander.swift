import Foundation

/// Turns one key's value, as a table stores it, into the texts the device can show, by plural form: the iPhone's
/// device variation (or `other`), each plural form, and each `%#@name@` replaced by its substitution's forms.
///
/// As Apple's Foundation does, a `%#@name@` takes an argument position like any specifier (or its substitution's
/// `argNum`), the count there chooses the form, and the form's text takes the reference's place before the whole
/// string is formatted; in a String Catalog's forms `%arg` stands for that argument with the substitution's
/// `formatSpecifier`. A plural at the top of a value (`variations.plural`) is chosen by the manifest's
/// `pluralArgument`, or else by the only number its forms show.
package struct PluralExpander {
  /// Why a value cannot be shown.
  package struct Failure: Error {
    package var reason: String
  }

  /// The entry read from the table.
  package let entry: TableEntry
  /// The position of the manifest's `pluralArgument`, if it names one.
  package let countPosition: Int?
  /// Where the value is, for messages: `'validation.tooShort.message' in en.lproj/Validation.stringsdict`.
  package let place: String

  package init(entry: TableEntry, countPosition: Int?, place: String) {
    (self.entry, self.countPosition, self.place) = (entry, countPosition, place)
  }

  /// The tree of texts; each leaf is a format string with every choice made.
  package func expand() throws(Failure) -> PluralTree<String> {
    try expand(entry.value, depth: 0)
  }

  /// How deep `%#@name@` may nest inside forms (a form that names its own substitution would never end).
  private static let maximumDepth = 4

  private func expand(_ value: TableValue, depth: Int) throws(Failure) -> PluralTree<String> {
    switch value {
    case .string(let text):
      return try substitute(text, depth: depth)
    case .device(let forms):
      return try expand(try iPhoneForm(forms), depth: depth)
    case .plural(let forms):
      var expanded: [PluralCategory: PluralTree<String>] = [:]
      for (category, form) in forms { expanded[category] = try expand(form, depth: depth) }
      return .plural(position: try topLevelPosition(expanded), name: entry.key, forms: expanded)
    }
  }

  private func iPhoneForm(_ forms: [DeviceClass: TableValue]) throws(Failure) -> TableValue {
    guard let form = forms[.iphone] ?? forms[.other] else {
      throw Failure(reason: "\(place) has no 'iphone' or 'other' device variation, so an iPhone shows nothing")
    }
    return form
  }

  /// The argument that chooses a top-level plural: the manifest's, else the only numeric specifier of the forms.
  private func topLevelPosition(_ forms: [PluralCategory: PluralTree<String>]) throws(Failure) -> Int {
    if let countPosition { return countPosition }
    var numeric: Set<Int> = []
    for leaf in forms.values.flatMap(\.leaves) {
      for specifier in FormatString(leaf).specifiers where [.integer, .double].contains(specifier.argumentType) {
        numeric.insert(specifier.position)
      }
    }
    guard numeric.count == 1, let position = numeric.first else {
      let found = numeric.isEmpty ? "shows no number" : "shows \(numeric.count) numbers"
      throw Failure(
        reason: "\(place) varies by plural but \(found), so which argument chooses the form is unclear; "
          + "name it with \"pluralArgument\" in the entry's record in catalog.json")
    }
    return position
  }

  /// One `%#@name@` of a string: the substitution it names and the argument whose count chooses the form.
  private struct Reference {
    package var substitution: Substitution
    package var position: Int
  }

  /// A run of a string being expanded: format text as written, or a reference to fill with a form.
  private enum Segment {
    case format(String)
    case reference(Reference)
  }

  /// `text` with every `%#@name@` replaced by each combination of its substitutions' forms.
  ///
  /// The result numbers every specifier (`%1$@`, `%2$lld`): a form's own specifiers read the argument of its
  /// reference, so "%#@files@ in %#@folders@" with the forms "%d file" and "%d folder" shows each count in its place.
  private func substitute(_ written: String, depth: Int) throws(Failure) -> PluralTree<String> {
    guard Self.hasBytes("#@", in: written), written.contains("#@") else { return .text(written) }
    let text = Self.withoutReferenceWidths(written)
    guard text.contains("%#@") || text.contains("$#@") else { return .text(text) }
    let format = FormatString(text)
    // How the specifiers share positions is read as Foundation reads it (a position the format skips may be read by
    // a form: `%2$#@count@` whose forms read `%1$@`); the texts made from the forms are checked whole.
    if let problem = format.problems.first(where: { !$0.concernsPositions }) { throw Failure(reason: "\(place): \(problem.message)") }
    var segments: [Segment] = []
    var pieces = format.pieces[...]
    while let piece = pieces.popFirst() {
      switch piece {
      case .text(let literal):
        segments.append(.format(Self.escaped(literal)))
      case .specifier(let specifier):
        guard specifier.conversion == "@", specifier.flags.contains("#"), case .text(let next)? = pieces.first,
          let end = next.firstIndex(of: "@"), end != next.startIndex
        else {
          segments.append(.format(Self.numbered(specifier, position: specifier.position)))
          continue
        }
        pieces.removeFirst()
        let name = String(next[..<end])
        guard let substitution = entry.substitution(named: name) else {
          throw Failure(reason: "\(place) uses %#@\(name)@ but has no substitution '\(name)'")
        }
        segments.append(.reference(Reference(substitution: substitution, position: substitution.argumentNumber ?? specifier.position)))
        let rest = next[next.index(after: end)...]
        if !rest.isEmpty { segments.append(.format(Self.escaped(String(rest)))) }
      }
    }
    guard depth < Self.maximumDepth else {
      throw Failure(
        reason: "\(place) nests %#@…@ substitutions more than \(Self.maximumDepth) deep; a form may be naming its own substitution")
    }
    return try choose(segments, filled: [], depth: depth)
  }

  /// The tree over the forms of the references of `segments` after the `filled.count` already chosen.
  private func choose(_ segments: [Segment], filled: [String], depth: Int) throws(Failure) -> PluralTree<String> {
    var filled = filled
    while filled.count < segments.count, case .format(let text) = segments[filled.count] { filled.append(text) }
    guard filled.count < segments.count, case .reference(let reference) = segments[filled.count] else {
      return try substitute(filled.joined(), depth: depth + 1)
    }
    let substitution = reference.substitution
    var value = substitution.value
    if case .device(let forms) = value { value = try iPhoneForm(forms) }
    switch value {
    case .string(let form):
      return try choose(segments, filled: filled + [try numbered(form, for: reference)], depth: depth)
    case .plural(let forms):
      var expanded: [PluralCategory: PluralTree<String>] = [:]
      for (category, form) in forms {
        guard case .string(let text) = form else {
          throw Failure(
            reason:
              "\(place): the '\(category.rawValue)' form of substitution '\(substitution.name)' varies again, which Copydeck does not read")
        }
        expanded[category] = try choose(segments, filled: filled + [try numbered(text, for: reference)], depth: depth)
      }
      return .plural(position: reference.position, name: substitution.name, forms: expanded)
    case .device:
      throw Failure(reason: "\(place): substitution '\(substitution.name)' varies by device twice")
    }
  }

  /// A form's text with every specifier numbered as Foundation numbers it: an unnumbered specifier reads the
  /// reference's argument and the next unnumbered one the argument after it (Foundation formats a form from the
  /// reference's position on), a numbered one (`%1$@`) reads its own position, and `%arg`, a String Catalog's name for
  /// the substitution's own argument, reads the reference's argument with the substitution's `formatSpecifier`.
  ///
  /// So a form may mix `%1$@` and `%ld` ("Followed by %1$@ and %ld others", a reference at 2) and may skip positions the
  /// rest of the value reads; only a malformed specifier is refused here, and the texts made from the forms are
  /// checked whole.
  private func numbered(_ form: String, for reference: Reference) throws(Failure) -> String {
    var specifier = reference.substitution.formatSpecifier
    if specifier.hasPrefix("%") { specifier.removeFirst() }
    if specifier.isEmpty { specifier = "lld" }
    var text = Self.withoutReferenceWidths(form)
    if Self.hasBytes("%arg", in: text) { text = text.replacingOccurrences(of: "%arg", with: "%\(reference.position)$" + specifier) }
    let format = FormatString(text)
    if let problem = format.problems.first(where: { !$0.concernsPositions }) {
      throw Failure(reason: "\(place): a form of substitution '\(reference.substitution.name)': \(problem.message)")
    }
    var next = reference.position
    return format.pieces.map { piece in
      switch piece {
      case .text(let literal):
        return Self.escaped(literal)
      case .specifier(let specifier):
        let position = specifier.explicitPosition ?? next
        if specifier.explicitPosition == nil { next += 1 }
        return Self.numbered(specifier, position: position)
      }
    }.joined()
  }

  /// Whether the UTF-8 of `text` holds that of `pattern` (ASCII): a look at the bytes, so the many values without it
  /// are not searched by Foundation, which costs more than the rest of a form's expansion.
  private static func hasBytes(_ pattern: String, in text: String) -> Bool {
    guard let first = pattern.utf8.first else { return true }
    var rest = text.utf8[...]
    while let start = rest.firstIndex(of: first) {
      rest = rest[start...]
      if rest.starts(with: pattern.utf8) { return true }
      rest = rest.dropFirst()
    }
    return false
  }

  /// `text` with the width Foundation allows before a reference's `#` dropped: `%1#@count@` (a slip for `%1$#@count@`)
  /// is `%#@count@` to Foundation, whose specifier parser takes flags and width in any order, and a width pads nothing
  /// the forms fill.
  private static func withoutReferenceWidths(_ text: String) -> String {
    guard hasBytes("#@", in: text), text.contains("#@"), text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return text }
    return text.replacing(/%([0-9]+)#@/) { _ in "%#@" }
  }

  /// `specifier` written with an explicit position: `%d` at 2 is `%2$d`.
  private static func numbered(_ specifier: FormatSpecifier, position: Int) -> String {
    var text = "%\(position)$" + specifier.flags
    if let width = specifier.width { text += String(width) }
    if let precision = specifier.precision { text += "." + String(precision) }
    return text + specifier.length + String(specifier.conversion)
  }

  /// Literal text as it is written in a format string (`%` doubled).
  private static func escaped(_ literal: String) -> String {
    literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
  }
}
