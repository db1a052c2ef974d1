import Copydeck

/// `ko-particle`: a Korean particle fixed in one form right after an argument (`%@을`), wrong for half of all values.
struct KoreanParticleRule: CheckRule {
  static let rule = Rule(
    id: "ko-particle", severity: .warning, category: .korean,
    summary: "A particle fixed after an argument (%@을) is wrong for about half of all values (사진을 but 파일를).")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for (loaded, texts) in zip(context.tables, context.texts) where AlertWording.primaryLanguage(loaded.language) == "ko" {
      for text in texts where text.mayHaveSpecifiers {
        let characters = Array(text.value)
        for specifier in text.format.specifiers {
          let end = specifier.offset + specifier.text.count
          guard end < characters.count else { continue }
          let following = String(characters[end...])[...]
          guard let match = FixedParticle.match(following: following) else { continue }
          findings.append(
            context.finding(
              rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
              "\(specifier.text)\(match.particle) fixes the particle whatever the value is; write \(specifier.text)\(match.replacement) and Copydeck picks the form that fits the value"
            ))
        }
      }
    }
  }
}

/// `ko-speech-level`: formal `-합니다` and polite `-요` endings mixed in one entry.
struct SpeechLevelRule: CheckRule {
  static let rule = Rule(
    id: "ko-speech-level", severity: .warning, category: .korean,
    summary: "Switching between -합니다 and -요 inside one alert reads as two voices; the catalog speaks polite -요.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.copies where AlertWording.primaryLanguage(copy.language) == "ko" {
      let entry = copy.entry
      let language = copy.language
      var firstFormal: (CopyText, String)?
      var firstPolite: String?
      for text in copy.texts {
        let levels = SpeechLevel.levels(in: text.value)
        if firstFormal == nil, let ending = levels[.formal] { firstFormal = (text, ending) }
        if firstPolite == nil, let ending = levels[.polite] { firstPolite = ending }
      }
      guard let (text, formal) = firstFormal, let polite = firstPolite else { continue }
      findings.append(
        context.finding(
          rule, at: text.location, language: language, entry: entry.id, key: text.key,
          "'\(entry.id)' mixes the formal \"\(formal)\" (-합니다) with the polite \"\(polite)\" (-요); write every sentence of the entry in -요")
      )
    }
  }
}

/// `fullwidth-space`: U+3000 IDEOGRAPHIC SPACE or another unusual blank inside copy.
struct FullWidthSpaceRule: CheckRule {
  static let rule = Rule(
    id: "fullwidth-space", severity: .warning, category: .korean,
    summary: "A full-width space (U+3000) looks like a stray gap, breaks lines oddly, and once stopped Apple's parser.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for texts in context.texts {
      for text in texts {
        guard let space = WidthForms.unusualSpaces(in: text.value).first else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) text of \"\(text.key)\" contains \(WidthForms.describe(space)); replace it with an ordinary space"))
      }
    }
  }
}

/// `mixed-width-punctuation`: full-width punctuation (`，` `！` `？`) beside half-width punctuation in one entry, in a
/// language that writes half-width punctuation. Chinese, Japanese and Cantonese (`zh*`, `ja`, `yue`) write
/// full-width marks and are never reported; Korean is `ko-fullwidth-punctuation`'s. Dots inside URLs, domains,
/// versions and file names are not punctuation (see ``ProseText``).
struct MixedWidthPunctuationRule: CheckRule {
  static let rule = Rule(
    id: "mixed-width-punctuation", severity: .warning, category: .korean,
    summary:
      "Full-width punctuation beside half-width punctuation looks uneven in a language that writes half-width marks (not Chinese or Japanese)."
  )

  /// The languages that write full-width punctuation, and Korean, which has its own rule.
  static let exempt: Set<String> = ["zh", "ja", "yue", "ko"]

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.copies where !exempt.contains(AlertWording.primaryLanguage(copy.language)) {
      let texts = copy.texts
      guard texts.contains(where: { WidthForms.mayHaveWideForms($0.value) }) else { continue }  // nothing full-width
      let entry = copy.entry
      let language = copy.language
      let plain = texts.map(ProseText.prose(of:))
      guard plain.contains(where: WidthForms.hasHalfWidthPunctuation) else { continue }
      for (text, literal) in zip(texts, plain) {
        guard let mark = WidthForms.firstFullWidthPunctuation(in: literal) else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: language, entry: entry.id, key: text.key,
            "\"\(mark)\" is full-width while the rest of '\(entry.id)' uses half-width punctuation; write \"\(WidthForms.halfWidth(of: mark))\""
          ))
      }
    }
  }
}
