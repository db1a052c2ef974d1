import Copydeck

/// The fit estimate of one alert's copy in one language: how many lines its title and message take, how wide its
/// button labels are, and how many button rows iOS draws. Computed once per copy; the fit rules read it.
struct AlertFit {
  /// The copy measured.
  var copy: EntryCopy
  /// Estimated title lines (0 without a title).
  var titleLines: Int
  /// Estimated message lines (0 without a message).
  var messageLines: Int
  /// Each present button label with its estimated one-line width, in button order.
  var labelWidths: [(label: CopyText, width: Double)]
  /// How many button rows iOS draws: one for none (iOS adds OK) or one button, one for two labels that fit side
  /// by side, else one per button.
  var buttonRows: Int

  /// Measures `copy`, with each argument replaced by its sample value.
  init(_ copy: EntryCopy) {
    self.copy = copy
    titleLines = copy.title.map { AlertGeometry.titleLines(Self.sampled($0, copy)) } ?? 0
    messageLines = copy.message.map { AlertGeometry.messageLines(Self.sampled($0, copy)) } ?? 0
    // The preferred button is drawn bold; without one, the cancel button is.
    let hasPreferred = copy.buttons.contains { $0.definition.preferred }
    labelWidths = copy.buttons.compactMap { button, label in
      label.map { ($0, AlertGeometry.labelWidth(Self.sampled($0, copy), bold: hasPreferred ? button.preferred : button.role == .cancel)) }
    }
    let sideBySide = AlertGeometry.fitSideBySide(widths: labelWidths.map(\.width))
    buttonRows = copy.buttons.count <= 1 || (copy.buttons.count == 2 && sideBySide) ? 1 : copy.buttons.count
  }

  /// `text` as the person sees it: each specifier replaced by the manifest's sample for the language (or another
  /// language's), so a long name is measured as a long name.
  private static func sampled(_ text: CopyText, _ copy: EntryCopy) -> String {
    guard text.mayHaveSpecifiers, let definition = copy.entry.definition else { return text.value }
    return text.format.pieces.map { piece in
      switch piece {
      case .text(let literal): return literal
      case .specifier(let specifier):
        guard specifier.position <= definition.arguments.count else { return specifier.text }
        let samples = definition.arguments[specifier.position - 1].samples
        return samples[copy.language] ?? samples.values.sorted().first ?? specifier.text
      }
    }.joined()
  }
}
