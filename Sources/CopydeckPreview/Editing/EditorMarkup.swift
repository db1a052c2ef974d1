import Copydeck
import CopydeckFiles
import Foundation

/// The editing form of an entry page: a field for every title, message and button label of every language, beside
/// the drawings, and the save control.
///
/// The fields sit under the drawings rather than in them because the drawing shows the copy formatted — arguments
/// filled in with the sample values, Korean particles resolved — while the table holds the template
/// (`%@을(를) 삭제할까요?`). Typing into the drawing would mean editing the result, not the template; a field shows
/// exactly what is saved and the drawing above shows at once what the device makes of it.
///
/// The data contract (docs/preview-server.md, "The editing contract"): every field carries `data-edit-key`, `data-edit-lang`,
/// `data-edit-table` and `data-edit-version` (the ``ValueVersion`` of the saved text); the save button is
/// `data-action="save"`; a refused save shows an element with `data-save-error`.
enum EditorMarkup {
  /// Whether this browser may save: it carries the run's secret (`ready`) or not yet (`locked`).
  enum Access: String {
    case ready, locked
  }

  /// The form for `definition`, with the saved values of `catalog` and, where git knows them, the values at `HEAD`.
  static func render(
    _ definition: EntryDefinition, entry: PreviewEntry, catalog: Catalog, languages: [String], access: Access,
    head: HeadValues?
  ) -> HTML {
    let outdated = OutdatedMarks(table: definition.table, catalog: catalog)
    let development = catalog.manifest.developmentLanguage
    let columns = languages.map { language -> HTML in
      let table = catalog.folder.table(definition.table, language: language)
      let fields = fieldList(definition).map { field -> HTML in
        let value = table?.value(forKey: field.key)
        let headValue = head?.value(language: language, table: definition.table, key: field.key)
        let mark = outdatedMark(
          outdated.texts(key: field.key, language: language), key: field.key, language: language, development: development)
        return render(field, value: value, language: language, table: definition.table, head: headValue, outdated: mark)
      }
      let samples = entry.arguments.map { $0.values[language] ?? "" }
      return """
        <fieldset class="editor-language" data-lang="\(language)" data-edit-args="\(json(samples))" data-edit-names="\(json(entry.arguments.map(\.name)))"><legend>\(DisplayNames.language(language).html) <code>\(language)</code></legend>\(fields)</fieldset>
        """
    }
    return section(id: definition.id, subject: "entry", columns: columns, access: access)
  }

  /// The form for a permission prompt: its purpose string in each of `languages`, saved into that language's
  /// `InfoPlist` table (`InfoPlist.strings`, or the `InfoPlist.xcstrings` catalog), empty where the language has none
  /// yet. The save names the permission (`data-edit-subject="permission"`) rather than an entry.
  static func permission(_ prompt: PermissionPrompts.Prompt, languages: [String], access: Access) -> HTML {
    let field = Field(key: prompt.key, part: "message", label: Bilingual("설명 문구", "Purpose string"))
    let columns = languages.map { language -> HTML in
      let value = render(field, value: prompt.translations[language], language: language, table: PermissionPrompts.table, head: nil)
      return """
        <fieldset class="editor-language" data-lang="\(language)" data-edit-args="[]" data-edit-names="[]"><legend>\(DisplayNames.language(language).html) <code>\(language)</code></legend>\(value)</fieldset>
        """
    }
    return section(id: prompt.key, subject: "permission", columns: columns, access: access)
  }

  /// The editor around `columns`, one per language: what is edited (`id`, an entry or a permission as `subject`
  /// says), the note when locked, and the save and discard buttons.
  private static func section(id: String, subject: HTML, columns: [HTML], access: Access) -> HTML {
    let lockedNote: HTML =
      access == .locked
      ? "<p class=\"edit-locked\" data-edit-locked>\(Bilingual.editLocked.html)</p>" : ""
    return """
      <section class="editor" data-edit-entry="\(id)" data-edit-subject="\(subject)" data-edit="\(access.rawValue)" data-korean-reading="\(ReadingTables.json)" aria-label="\(Bilingual.editHeading.plain)">
      <link rel="stylesheet" href="/public/edit.css"><script src="/public/format.js" defer></script><script src="/public/edit.js" defer></script>
      <h2>\(Bilingual.editHeading.html)</h2>\(lockedNote)
      <div class="editor-languages">\(columns)</div>
      <div class="edit-actions"><button type="button" class="save" data-action="save">\(Bilingual.save.html)</button> <button type="button" class="discard" data-action="discard">\(Bilingual.discard.html)</button> <span class="edit-status" data-edit-status role="status"></span></div>
      <div class="save-errors" data-save-errors></div>
      </section>
      """
  }

  /// One value: what it is, its key, and the field.
  private struct Field {
    var key: String
    var part: String
    var label: Bilingual
  }

  private static func fieldList(_ definition: EntryDefinition) -> [Field] {
    var fields: [Field] = []
    if definition.hasTitle { fields.append(Field(key: definition.titleKey, part: "title", label: Bilingual("제목", "Title"))) }
    if definition.hasMessage { fields.append(Field(key: definition.messageKey, part: "message", label: Bilingual("메시지", "Message"))) }
    for (index, button) in definition.buttons.enumerated() {
      fields.append(
        Field(key: definition.buttonKey(button.id), part: "button-\(index)", label: Bilingual("버튼 \(button.id)", "Button \(button.id)")))
    }
    return fields
  }

  /// The mark of an outdated translation (`texts` `nil`: none): the development text it was confirmed against and
  /// today's, side by side, and "still right" (`data-action="still-right"`, which public/edit.js sends to
  /// `/api/edit/confirm`).
  private static func outdatedMark(_ texts: OutdatedMarks.Texts?, key: String, language: String, development: String) -> HTML {
    guard let texts else { return "" }
    let confirmed: HTML =
      texts.confirmed.map { "<del lang=\"\(development)\" data-confirmed-text>\($0)</del>" }
      ?? "<span class=\"absent\">\(Bilingual.oldTextUnknown.html)</span>"
    return """
      <div class="outdated" data-outdated-key="\(key)" data-outdated-lang="\(language)" role="note"><p class="outdated-note">\(Bilingual.outdated.html)</p><div class="outdated-texts">\(confirmed)<ins lang="\(development)" data-today-text>\(texts.today)</ins></div><button type="button" data-action="still-right">\(Bilingual.stillRight.html)</button></div>
      """
  }

  private static func render(_ field: Field, value: String?, language: String, table: String, head: HeadValue?, outdated: HTML = "") -> HTML
  {
    let missing: HTML = value == nil ? " data-edit-missing" : ""
    let isOutdated: HTML = outdated.description.isEmpty ? "" : " data-outdated"
    var diff: HTML = ""
    if let head, head.text != value {
      let old: HTML =
        head.text.map { "<del lang=\"\(language)\">\($0)</del>" } ?? "<del class=\"absent\">\(Bilingual.absentAtHead.html)</del>"
      diff = """
        <details class="head-diff" data-head-changed><summary>\(Bilingual.changedSinceHead.html)</summary><div class="head-texts">\(old)<ins lang="\(language)">\(value ?? "")</ins></div><button type="button" data-action="show-head" data-head-text="\(head.text ?? "")">\(Bilingual.drawHead.html)</button></details>
        """
    }
    // The newline after <textarea> is dropped by the HTML parser, so a value that starts with one keeps it.
    return """
      <label class="edit-field"><span class="edit-label">\(field.label.html) <code>\(field.key)</code></span><textarea rows="2" lang="\(language)" spellcheck="false" data-edit-key="\(field.key)" data-edit-lang="\(language)" data-edit-table="\(table)" data-edit-part="\(field.part)" data-edit-version="\(ValueVersion.of(value))"\(missing)\(isOutdated)>
      \(value ?? "")</textarea>\(outdated)\(diff)</label>
      """
  }

  private static func json(_ strings: [String]) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: strings, options: [.withoutEscapingSlashes])) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

extension Bilingual {
  static let editHeading = Bilingual("문구 고치기", "Edit the copy")
  static let editLocked = Bilingual(
    "고친 내용을 검사하고 저장하려면 copydeck serve가 알려 준 ?edit=… 주소로 이 미리보기를 열어 주세요. 고친 내용은 이 브라우저에 남아 있어요.",
    "To check and save your edits, open this preview at the ?edit=… address copydeck serve printed. Your edits stay in this browser meanwhile."
  )
  static let save = Bilingual("저장", "Save")
  static let discard = Bilingual("되돌리기", "Discard")
  static let changedSinceHead = Bilingual("HEAD 이후 바뀌었어요", "Changed since HEAD")
  static let absentAtHead = Bilingual("HEAD에는 없었어요", "Not in HEAD")
  static let drawHead = Bilingual("HEAD 모습 나란히 보기", "Draw HEAD side by side")
  static let outdated = Bilingual(
    "이 번역을 확인한 뒤로 원문이 바뀌었어요. 새 번역을 저장하거나, 그대로 맞으면 ‘여전히 맞아요’를 눌러 주세요.",
    "The development text changed since this translation was confirmed. Save a new translation, or, when it is still right, press Still right."
  )
  static let stillRight = Bilingual("여전히 맞아요", "Still right")
  static let oldTextUnknown = Bilingual("예전 원문은 남아 있지 않아요 (Xcode가 검토 필요로 표시)", "Old text not kept (Xcode marked it needs review)")
}
