import Copydeck
import CopydeckFiles

/// `ko-speech-level`: formal `-합니다` and polite `-요` endings mixed in one entry.
struct SpeechLevelRule: CheckRule {
  static let rule = Rule(
    id: "ko-speech-level", severity: .warning, category: .korean,
    summary: "Formal -합니다 and polite -요 endings mixed in one entry.",
    why: "Switching between -합니다 and -요 inside one alert reads as two voices; the catalog speaks polite -요.",
    bad: """
      "group.leave.title" = "그룹에서 나갈까요?";
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있습니다.";
      """,
    good: """
      "group.leave.title" = "그룹에서 나갈까요?";
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요.";
      """,
    fix: "Write every sentence of the entry in the polite -요 (해요체) the catalog speaks.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for copy in context.copies where AlertWording.primaryLanguage(copy.language) == "ko" {
      let entry = copy.entry
      let language = copy.language
      var firstFormal: (CopyText, Range<Int>)?
      var firstPolite: (CopyText, Range<Int>)?
      for text in copy.texts {
        let endings = SpeechLevel.endings(in: text.value)
        if firstFormal == nil, let ending = endings.formal { firstFormal = (text, ending) }
        if firstPolite == nil, let ending = endings.polite { firstPolite = (text, ending) }
      }
      guard let (text, formal) = firstFormal, let (politeText, polite) = firstPolite else { continue }
      findings.append(
        context.finding(
          rule, at: text.location, language: language, entry: entry.id, key: text.key,
          "'\(entry.id)' mixes the formal \"\(SpeechLevel.word(formal, in: text.value))\" (-합니다) with the polite \"\(SpeechLevel.word(polite, in: politeText.value))\" (-요); write every sentence of the entry in -요"
        ))
    }
  }
}
