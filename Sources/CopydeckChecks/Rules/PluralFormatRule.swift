import Copydeck
import CopydeckFiles

/// `plural-format`: the forms of a value that varies (by plural, by device, or through `%#@name@` substitutions) read
/// an argument as two types, or read other arguments than the development language's value, or cannot be laid out
/// at all. Values that are plain strings in both languages are `format-mismatch`'s.
///
/// Two differences in the count alone are no mismatch: a translation that varies by a count its key passes (a String
/// Catalog key `notifications.favorite %lld`) where the development text needs no plural (`starred`, German `hat` /
/// `haben favorisiert`), and a translation into a language with one plural form (`ko`, `ja`) that writes the value
/// once, without the development text's plural.
struct PluralFormatRule: CheckRule {
  static let rule = Rule(
    id: "plural-format", severity: .error, category: .format,
    summary: "The forms of a plural, device or `%#@name@` value that disagree about their arguments.",
    why:
      "Plural, device or `%#@name@` forms that read an argument as two types, or read other arguments than the development language's value (a form may leave out the count, but not an argument every development form shows), garble the text or crash `String(format:)`; a value whose forms cannot be laid out (no `iphone`/`other` device form, an unclear count, a malformed specifier) is reported with what to do. Forms are numbered as Foundation numbers them: a form may mix `%1$@` with `%ld`, whose unnumbered specifiers read from its `%#@name@`'s argument on.",
    bad: """
      // en forms: "%lld members"; ko:
      <key>other</key><string>멤버 %@명</string>
      """,
    good: "<key>other</key><string>멤버 %lld명</string>",
    fix:
      "Use the development value's specifiers in every form (a form may leave out the count); define every `%#@name@` the value uses; give a value that varies by device an `iphone` or `other` form."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard let folder = context.folder else { return }
    let development = context.developmentLanguage
    // The development values and their forms, by table and key: laid out once, not once for each language.
    var references: [ValueID: (entry: TableEntry?, arguments: FormArguments?)] = [:]
    for table in context.varyingTables {
      for entry in table.entries {
        let countPosition = context.pluralArgumentPosition(ofKey: entry.key, table: table.name)
        let place = "'\(entry.key)' in \(table.language)"
        func report(_ message: String) { findings.append(context.finding(rule, on: entry, of: table, message)) }
        // The development value, when this is a translation; its count also chooses the translation's forms.
        var reference: TableEntry? = nil
        var referenceArguments: FormArguments? = nil
        if table.language != development {
          let id = ValueID(table: table.name, key: ScalarKey(entry.key))
          if references[id] == nil {
            let found = folder.entry(forKey: entry.key, table: table.name, language: development)
            references[id] = (
              found, found.flatMap { try? FormArguments($0, countPosition: countPosition, place: "'\(entry.key)' in \(development)") }
            )
          }
          (reference, referenceArguments) = references[id] ?? (nil, nil)
        }
        let arguments: FormArguments
        do {
          arguments = try FormArguments(entry, countPosition: countPosition ?? referenceArguments?.choosingPosition, place: place)
        } catch {
          if entry.hasVariations { report(error.reason) }
          continue
        }
        if let conflict = arguments.conflict {
          report("\(place) \(conflict); read each argument as one type in every form")
          continue
        }
        if entry.hasVariations, let unusable = arguments.unusable {
          report("\(unusable); fix the form, or the app shows another language for those counts")
          continue
        }
        guard let reference, let referenceArguments, entry.hasVariations || reference.hasVariations,
          let mismatch = arguments.mismatch(with: referenceArguments)
        else { continue }
        if differsInTheCountAlone(entry, reference, arguments, language: table.language) { continue }
        report(mismatchMessage(place, mismatch, development, referenceArguments))
      }
    }
    // A translation in a `.strings` table of a value the development language varies in its `.stringsdict`.
    for table in context.varyingTables where table.language == development {
      for reference in table.entries where reference.hasVariations {
        let countPosition = context.pluralArgumentPosition(ofKey: reference.key, table: table.name)
        guard
          let referenceArguments = try? FormArguments(
            reference, countPosition: countPosition, place: "'\(reference.key)' in \(development)")
        else { continue }
        for language in context.languages where language != development && language != "Base" {
          guard let entry = folder.entry(forKey: reference.key, table: table.name, language: language), entry.format == .strings,
            let arguments = try? FormArguments(entry, place: "'\(entry.key)' in \(language)"),
            let mismatch = arguments.mismatch(with: referenceArguments)
          else { continue }
          findings.append(
            context.finding(
              rule, at: entry.location, language: language, entry: context.entry(ofKey: entry.key, table: table.name), key: entry.key,
              mismatchMessage("'\(entry.key)' in \(language)", mismatch, development, referenceArguments)))
        }
      }
    }
  }

  /// A value's identity among the tables of every language: its table's name and its key.
  private struct ValueID: Hashable {
    var table: String
    var key: ScalarKey
  }

  /// Whether `entry` differs from the development value `reference` only in reading the count (see the type's
  /// documentation): it varies by a count its key passes while the development value does not vary, or it does not
  /// vary in a language whose plural has only `other`.
  private static func differsInTheCountAlone(
    _ entry: TableEntry, _ reference: TableEntry, _ arguments: FormArguments, language: String
  ) -> Bool {
    if entry.hasVariations, !reference.hasVariations, arguments.choosingPosition != nil, entry.format == .xcstrings,
      entry.key.contains("%")
    {
      return true
    }
    return !entry.hasVariations && reference.hasVariations && PluralRules(language: language).categories == [.other]
  }

  private static func mismatchMessage(_ place: String, _ mismatch: String, _ development: String, _ reference: FormArguments) -> String {
    "\(place) \(mismatch) but the \(development) value \(reference); use the same specifiers in every form (a form may leave out the count), or the app shows \(development) instead"
  }
}
