import Copydeck
import CopydeckChecks

/// The page at `/permissions/KEY`: one permission prompt drawn as iOS draws it, in every language of the catalog — the
/// system's title with the app's name in that language, the app's purpose string as the message, the system's buttons
/// — in the chosen design, appearance and text size. A language without its own purpose string is drawn with the
/// development text, as the device shows it, and says so; a language whose system texts Copydeck does not know says
/// that iOS writes the title and buttons there.
enum PermissionPage {
  /// The document for the prompt of `key`, or `nil` when the app does not declare it; with `editing`, the purpose
  /// string of each language is editable (``EditorMarkup/permission(_:languages:access:)``); `host` says who shows
  /// the page (``PageHost``).
  static func render(
    key: String, prompts: PermissionPrompts, languages: [String], findings: [Finding], options: PreviewOptions, generation: Int,
    loadErrors: [String], editing: EditorMarkup.Access? = nil, host: PageHost = .server
  ) -> String? {
    guard let prompt = prompts.prompt(key: key) else { return nil }
    let drawings = languages.map { language -> HTML in
      let system = SystemPrompt.of(key: key, language: language) ?? SystemPrompt.of(key: key, language: "en")
      let name = prompts.name(language: language)
      let message = prompt.message(language: language)
      var drawn = DrawnAlert(
        entryID: key, language: language, textLanguage: language, rightToLeft: false, kind: .alert,
        title: system.map { $0.title.replacingOccurrences(of: "%@", with: name) } ?? name,
        message: message.text, buttons: system?.buttons ?? [])
      if message.isFallback { drawn.fallback = "\(key) (Info.plist)" }
      var notes: [HTML] = []
      if message.isFallback {
        notes.append("<p class=\"permission-note\" data-note=\"fallback\">\(Bilingual.permissionFallback(language).html)</p>")
      }
      if SystemPrompt.of(key: key, language: language) == nil {
        notes.append("<p class=\"permission-note\" data-note=\"system\">\(Bilingual.permissionSystemTexts(language).html)</p>")
      }
      return
        "<figure class=\"permission\" data-lang=\"\(language)\">\(DeviceMarkup.draw(drawn, options: options, frame: .full))\(notes)</figure>"
    }
    let badges = findings.filter { $0.key == key }.map(FindingBadge.init)
    let content: HTML = """
      <div class="entry-layout">
      <div class="entry-main">
      <header class="entry-head"><nav class="crumbs"><a href="/">\(Bilingual.backToAll.html)</a></nav> <h1><code>\(key)</code> <span class="kind">\(Bilingual.permissionPrompt.html)</span></h1></header>
      \(EntryPage.findings(badges))
      <div class="drawings large" data-permission="\(key)">\(drawings)</div>
      \(editing.map { EditorMarkup.permission(prompt, languages: languages, access: $0) } ?? "")
      </div>
      <aside class="entry-panel">
      \(controls(key: key, options: options))
      <dl class="facts"><dt>\(Bilingual.permissionSource.html)</dt><dd><code>\(key)</code>: Info.plist, <code>InfoPlist.strings</code> / <code>InfoPlist.xcstrings</code></dd></dl>
      </aside>
      </div>
      """
    return PageLayout.document(
      title: "\(key) · \(Bilingual.appName.plain)", options: options, generation: generation, loadErrors: loadErrors, content: content,
      host: host)
  }

  /// The links the index lists, one per declared permission, to the page in the design and appearance of `options`
  /// (every language is drawn on it).
  static func links(_ prompts: PermissionPrompts?, options: PreviewOptions = PreviewOptions()) -> HTML {
    guard let prompts, !prompts.prompts.isEmpty else { return "" }
    var view = PreviewOptions()
    (view.design, view.appearance) = (options.design, options.appearance)
    let items = prompts.prompts.map { prompt -> HTML in
      "<li><a href=\"/permissions/\(PreviewOptions.percentEncode(prompt.key))\(view.queryString)\"><code>\(prompt.key)</code></a></li>"
    }
    return "<section class=\"permissions\"><h2>\(Bilingual.permissionPrompts.html)</h2><ul>\(items)</ul></section>"
  }

  private static func controls(key: String, options: PreviewOptions) -> HTML {
    let appearances = PreviewOptions.Appearance.allCases.map { ($0.rawValue, DisplayNames.appearance($0), DisplayNames.appearance($0)) }
    let sizes = PreviewOptions.TextSize.allCases.map { ($0.rawValue, DisplayNames.shortTextSize($0), DisplayNames.textSize($0)) }
    let designs = PreviewOptions.Design.allCases.map { ($0.rawValue, DisplayNames.shortDesign($0), DisplayNames.design($0)) }
    return """
      <form class="controls" method="get" action="/permissions/\(PreviewOptions.percentEncode(key))">
      \(Controls.segments("appearance", label: .appearance, rows: [appearances], selected: options.appearance.rawValue))
      \(Controls.segments("size", label: .textSize, rows: [sizes], selected: options.textSize.rawValue))
      \(Controls.segments("design", label: .design, rows: [designs], selected: options.design.rawValue))
      <noscript><button type="submit" class="apply">\(Bilingual.apply.html)</button></noscript>
      </form>
      """
  }
}

extension Bilingual {
  static let permissionPrompt = Bilingual("권한 요청", "Permission prompt")
  static let permissionPrompts = Bilingual("권한 요청 알림", "Permission prompts")
  static let permissionSource = Bilingual("문구 위치", "Where the copy lives")

  /// The note under a prompt whose language has no purpose string of its own.
  static func permissionFallback(_ language: String) -> Bilingual {
    Bilingual(
      "\(language)에는 이 설명 문구가 없어서, 기기는 개발 언어의 문구를 보여 줘요. InfoPlist.strings에 번역을 추가하세요.",
      "\(language) has no purpose string of its own, so the device shows the development language's. Add it to InfoPlist.strings.")
  }

  /// The note under a prompt whose system texts (title, buttons) Copydeck knows only in English and Korean.
  static func permissionSystemTexts(_ language: String) -> Bilingual {
    Bilingual(
      "제목과 버튼은 iOS가 \(language)로 씁니다. 여기에는 영어로 보여요. 앱이 쓰는 것은 설명 문구뿐이에요.",
      "iOS writes the title and buttons in \(language); they are shown in English here. The app supplies only the purpose string.")
  }
}
