/// A piece of page chrome (heading, control label, badge, empty state) in Korean and English, shown together.
struct Bilingual: Equatable {
  var korean: String
  var english: String

  init(_ korean: String, _ english: String) {
    self.korean = korean
    self.english = english
  }

  /// Both texts, each tagged with its language so Korean breaks between words.
  var html: HTML {
    "<span lang=\"ko\">\(korean)</span> <span class=\"en\" lang=\"en\">\(english)</span>"
  }

  /// Both texts on one line for attributes and titles: "Korean · English".
  var plain: String { "\(korean) · \(english)" }
}

extension Bilingual {
  static let appName = Bilingual("카피덱 미리보기", "Copydeck preview")
  static let allEntries = Bilingual("모든 문구", "All entries")
  static let needsAttention = Bilingual("확인이 필요한 문구", "Entries that need attention")
  static let noProblems = Bilingual("발견된 문제가 없어요.", "No problems found.")
  static let noEntries = Bilingual(
    "보여 줄 문구가 없어요. catalog.json에 항목을 추가하세요.",
    "There are no entries to show. Add entries to catalog.json.")
  static let noCatalog = Bilingual(
    "catalog.json을 읽지 못해 문구를 그릴 수 없어요. 아래 오류를 고치고 저장하세요.",
    "catalog.json could not be read, so nothing can be drawn. Fix the error below and save.")
  static let noMatches = Bilingual("검색과 일치하는 문구가 없어요.", "No entries match the search.")
  static let search = Bilingual("검색", "Search")
  static let searchPlaceholder = "ID, 문구, 코드 · ID, copy, code"
  static let problemsOnly = Bilingual("문제 있는 문구만", "Only entries with problems")
  static let loadErrors = Bilingual(
    "파일을 읽지 못했어요. 마지막으로 읽은 문구를 보여 주고 있어요.",
    "A file could not be read. The last good copy is shown.")
  static let language = Bilingual("언어", "Language")
  static let appearance = Bilingual("모양", "Appearance")
  static let textSize = Bilingual("글자 크기", "Text size")
  static let design = Bilingual("디자인", "Design")
  static let arguments = Bilingual("인자 예시 값", "Sample argument values")
  static let apply = Bilingual("적용", "Apply")
  static let backToAll = Bilingual("← 모든 문구", "← All entries")
  static let note = Bilingual("번역 메모", "Note for translators")
  static let codes = Bilingual("서버 코드", "Server codes")
  static let usedInCode = Bilingual("코드에서 쓰는 곳", "Used in the code")
  static let findings = Bilingual("발견된 문제", "Findings")
  static let notFoundTitle = Bilingual("페이지를 찾을 수 없어요", "Page not found")
  static let notFoundBody = Bilingual(
    "주소를 확인하거나 모든 문구 목록에서 찾아보세요.",
    "Check the address, or find the entry in the list of all entries.")
  static let unknownEntry = Bilingual("이 ID의 문구가 카탈로그에 없어요.", "The catalog has no entry with this ID.")
  static let fallback = Bilingual("번역이 없어 대체 언어로 보여요", "No usable translation; the device shows the fallback")
  static let pluralForm = Bilingual("개수에 따른 형태", "Plural form")
  static let iPhoneVariation = Bilingual("기기마다 다른 문구 중 iPhone 문구예요", "Varies by device; the iPhone copy is drawn")
  static let sampleCount = Bilingual("예시", "Sample")
  static let tooManyButtons = Bilingual("버튼이 3개를 넘어요 (HIG 위반)", "More than three buttons (guideline violation)")
  static let sheetPreferred = Bilingual("시트에서는 선호 버튼을 강조하지 않아요", "Action sheets do not highlight the preferred button")
  static let pages = Bilingual("쪽", "Pages")
  static let firstPage = Bilingual("« 처음", "« First")
  static let previousPage = Bilingual("‹ 이전", "‹ Previous")
  static let nextPage = Bilingual("다음 ›", "Next ›")
  static let lastPage = Bilingual("마지막 »", "Last »")

  /// "Entries 101–200 of 10,000" (of those that pass the search and the filter).
  static func entryRange(_ first: Int, _ last: Int, of total: Int) -> Bilingual {
    let (first, last, total) = (grouped(first), grouped(last), grouped(total))
    return Bilingual("\(total)개 중 \(first)–\(last)번째 문구", "Entries \(first)–\(last) of \(total)")
  }

  /// The label of the count control of argument `name`.
  static func count(of name: String) -> Bilingual {
    Bilingual("개수 (\(name))", "Count (\(name))")
  }

  /// The link under a capped "needs attention" list.
  static func moreProblems(_ count: Int) -> Bilingual {
    Bilingual("문제 있는 문구 \(grouped(count))개 더 보기", "Show \(grouped(count)) more entries with problems")
  }

  /// `10000` as `10,000` (both languages group digits by three with a comma), whatever the machine's locale.
  private static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return number < 0 ? "-" + digits : digits
  }

  static let live = Bilingual("파일을 저장하면 바로 반영돼요", "Updates when a file is saved")
  static let staticCopy = Bilingual(
    "미리보기를 옮겨 놓은 사본이라 고칠 수 없어요. 문구를 고치려면 저장소에서 실행하세요:",
    "A static copy of the preview: it cannot edit. To edit the copy, run in the repository:")
}
