/// Draws a drawing on an iPhone screen (dimmed behind alerts and sheets) with a caption naming its language.
enum DeviceMarkup {
  /// How much of the phone to show.
  enum Frame: String {
    /// A short screen, for the list of all entries.
    case compact
    /// The whole 393 × 852 pt screen, for one entry.
    case full
  }

  /// The screen with `alert` drawn on it.
  static func draw(_ alert: DrawnAlert, options: PreviewOptions, frame: Frame) -> HTML {
    let drawing: HTML =
      switch alert.presentation {
      case .alert: AlertMarkup.draw(alert, options: options)
      case .actionSheet: ActionSheetMarkup.draw(alert)
      case .errorScreen: ErrorScreenMarkup.draw(alert)
      case .errorText: InlineErrorMarkup.draw(alert)
      case .disabledPlaceholder, .disabledActionHint: PreventedErrorMarkup.draw(alert)
      }
    let dimmed = alert.kind == .alert || alert.kind == .confirm
    var notes: [HTML] = []
    if let fallback = alert.fallback {
      notes.append("<span class=\"note\" data-note=\"fallback\">\(Bilingual.fallback.html): <code>\(fallback)</code></span>")
    }
    if !alert.pluralForms.isEmpty {
      let forms = alert.pluralForms.map(\.rawValue).joined(separator: " ")
      notes.append(
        "<span class=\"note info\" data-note=\"plural\" data-plural-forms=\"\(forms)\">\(Bilingual.pluralForm.html): <code>\(forms)</code></span>"
      )
    }
    if alert.variesByDevice {
      notes.append("<span class=\"note info\" data-note=\"device\">\(Bilingual.iPhoneVariation.html)</span>")
    }
    if alert.presentation == .actionSheet, alert.buttons.contains(where: \.preferred) {
      notes.append("<span class=\"note\" data-note=\"sheet-preferred\">\(Bilingual.sheetPreferred.html)</span>")
    }
    if alert.buttons.count > ButtonLayout.maximumButtons {
      notes.append("<span class=\"note\" data-note=\"too-many-buttons\">\(Bilingual.tooManyButtons.html)</span>")
    }
    return """
      <figure class="device" data-frame="\(frame.rawValue)"><div class="screen" data-dimmed="\(dimmed ? "true" : "false")">\(appContent)\(drawing)</div><figcaption>\(DisplayNames.language(alert.language).html) <code>\(alert.language)</code>\(notes)</figcaption></figure>
      """
  }

  /// Grey placeholder rows standing for the app behind the alert, so the dimming and the card read as on a phone.
  private static let appContent: HTML = """
    <div class="app" aria-hidden="true"><div class="app-bar"></div><div class="app-row"></div><div class="app-row"></div><div class="app-row short"></div></div>
    """
}
