import Copydeck
import CopydeckFiles

/// `ko-speech-level`: formal `-합니다` and polite `-요` endings mixed in one entry.
///
/// The fix names the level the copy chooses: the one most of its Korean texts speak (Copydeck's own catalog speaks
/// `-요`; most public apps' Korean speaks `-습니다`). A request in `-세요` and a polite question go with either level
/// (see ``SpeechLevel``), so formal copy that asks in them is not reported.
struct SpeechLevelRule: CheckRule {
  static let rule = Rule(
    id: "ko-speech-level", severity: .warning, category: .korean,
    summary: "Formal -합니다 and polite -요 endings mixed in one entry.",
    why:
      "Switching between -합니다 and -요 inside one alert reads as two voices. The fix names the level most of the Korean copy speaks; a -세요 request or a polite -요 question beside -습니다 is normal formal Korean and is not reported.",
    bad: """
      "group.leave.title" = "그룹에서 나갈까요?";
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있습니다. 초대 코드는 그룹장에게 받아요.";
      """,
    good: """
      "group.leave.title" = "그룹에서 나갈까요?";
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요. 초대 코드는 그룹장에게 받아요.";
      """,
    fix: "Write every sentence of the entry in the level the rest of the Korean copy speaks: polite -요 (해요체) or formal -습니다 (합쇼체).")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    // The level the copy chooses: the one more of its Korean texts end a sentence in.
    var formalTexts = 0, politeTexts = 0
    for (loaded, texts) in zip(context.tables, context.texts) where AlertWording.primaryLanguage(loaded.language) == "ko" {
      for text in texts {
        let endings = SpeechLevel.endings(in: text.value)
        if endings.formal != nil { formalTexts += 1 }
        if endings.polite != nil { politeTexts += 1 }
      }
    }
    let chosen = formalTexts > politeTexts ? "-습니다, the level \(formalTexts) of its Korean texts speak" : "-요"
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
          "'\(entry.id)' mixes the formal \"\(SpeechLevel.word(formal, in: text.value))\" (-합니다) with the polite \"\(SpeechLevel.word(polite, in: politeText.value))\" (-요); write every sentence of the entry in \(chosen)"
        ))
    }
  }
}
