import Copydeck
import CopydeckFiles

/// `ko-particle`: a Korean particle fixed in one form right after an argument (`%@을`), wrong for half of all values.
///
/// Off without a manifest (`catalog.json`): in an app that does not resolve its copy through Copydeck, the fix it
/// offers (`%@을(를)`, the form picked at run time) does not apply, and the value is often one fixed name whose
/// particle the translator chose right (`%@를 설치해 주세요` with the app's name): about half of such findings were
/// true on apps never checked before (see docs/real-world-check.md).
struct KoreanParticleRule: CheckRule {
  static let rule = Rule(
    id: "ko-particle", severity: .warning, category: .korean, needsManifest: true,
    summary: "A Korean particle fixed in one form right after an argument (`%@을`).",
    why:
      "A particle fixed after an argument (%@을) is wrong for about half of all values (사진을 but 파일를). Off without a catalog.json: in an app that does not resolve its copy through Copydeck the pair form cannot be applied, and the value is often one fixed name whose particle the translator chose right — about half of such findings were true on apps never checked before (docs/real-world-check.md).",
    bad: "\"confirm.delete.title\" = \"%@를 삭제할까요?\";",
    good: "\"confirm.delete.title\" = \"%@을(를) 삭제할까요?\";",
    fix:
      "Write both forms as a pair, the form after a final consonant first: `%@을(를)`, `%@이(가)`, `%@은(는)`, `%@과(와)`, `%@으로(로)`, `%@이에요(예요)`; Copydeck's resolver picks the form that fits the value (사진을, 메모를)."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.manifest != nil else { return }
    for (loaded, texts) in zip(context.tables, context.texts) where AlertWording.primaryLanguage(loaded.language) == "ko" {
      for text in texts where text.mayHaveSpecifiers {
        let value = text.value
        // The text after each specifier, found by Character offset without copying the text into an array; the
        // specifiers come in the order written, so each walk starts where the one before ended (a walk from the
        // start for each made a value of 30,000 `%@` quadratic).
        var walked = (index: value.startIndex, offset: 0)
        for specifier in text.specifiers {
          let offset = specifier.offset + specifier.text.count
          guard offset >= walked.offset,
            let end = value.index(walked.index, offsetBy: offset - walked.offset, limitedBy: value.endIndex)
          else { break }
          walked = (end, offset)
          guard end < value.endIndex, let match = FixedParticle.match(following: value[end...]) else { continue }
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
