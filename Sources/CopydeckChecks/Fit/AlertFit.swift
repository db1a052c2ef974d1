import Copydeck
import CopydeckFiles

/// The fit estimate of one alert's copy in one language: how many lines its title and message take, how wide its
/// button labels are, and how many button rows iOS draws. Computed once per copy; the fit rules read it.
///
/// The estimate follows the entry's presentation: a centred alert (``AlertGeometry``) or, for a confirmation that
/// says `"presentation": "actionSheet"`, an action sheet (``SheetGeometry``): smaller text in a wider box, a one-line
/// title, one row per button with Cancel apart, and the preferred action ignored.
///
/// The counts are kept in 32 bits (clamped; no text has 2³¹ lines), the title's limit is read from the presentation,
/// and of the labels' widths only the widest is kept (what `fit-buttons-stack` reports): a fit is 48 bytes and no
/// array, not 72 bytes and an array of every label with its width, for each alert of every language.
struct AlertFit {
  /// The copy measured.
  let copy: LocalizedEntry
  /// The estimated one-line width of the widest button label (the first of equal ones), 0 without a label.
  private let widestLabelWidth: Double
  /// The index in `copy.buttons` of the button with the widest label, -1 without a label.
  private let widestLabelButton: Int32
  private let storedLabelCount: Int32
  private let storedTitleLines: Int32
  private let storedMessageLines: Int32
  private let storedMessageLinesBeforeScrolling: Int32
  /// Whether the copy is shown as an action sheet rather than an alert.
  let isActionSheet: Bool

  /// How many of the buttons have a label in the copy's language.
  var labelCount: Int { Int(storedLabelCount) }
  /// The widest button label (the first of equal ones) with its estimated one-line width, `nil` without a label.
  var widestLabel: (label: CopyText, width: Double)? {
    widestLabelButton < 0 ? nil : copy.buttons[Int(widestLabelButton)].label.map { ($0, widestLabelWidth) }
  }

  /// Estimated title lines (0 without a title).
  var titleLines: Int { Int(storedTitleLines) }
  /// Estimated message lines (0 without a message).
  var messageLines: Int { Int(storedMessageLines) }
  /// The most title lines the HIG accepts for this presentation.
  var maximumTitleLines: Int { isActionSheet ? SheetGeometry.maximumTitleLines : AlertGeometry.maximumTitleLines }
  /// About how many message lines fit before the alert or sheet scrolls.
  var messageLinesBeforeScrolling: Int { Int(storedMessageLinesBeforeScrolling) }

  /// Measures `copy`, with each argument replaced by its sample value.
  init(_ copy: LocalizedEntry) {
    self.copy = copy
    let sheet = copy.entry.presentation == .actionSheet
    isActionSheet = sheet
    let titleLines =
      copy.title.map { sheet ? SheetGeometry.titleLines(Self.sampled($0, copy)) : AlertGeometry.titleLines(Self.sampled($0, copy)) } ?? 0
    let messageLines =
      copy.message.map { sheet ? SheetGeometry.messageLines(Self.sampled($0, copy)) : AlertGeometry.messageLines(Self.sampled($0, copy)) }
      ?? 0
    storedTitleLines = Int32(clamping: titleLines)
    storedMessageLines = Int32(clamping: messageLines)
    // On an alert the preferred button is drawn bold, without one the cancel button; on a sheet always Cancel.
    let hasPreferred = !sheet && copy.buttons.contains { $0.definition.preferred }
    let labelWidths: [(button: Int, width: Double)] = copy.buttons.enumerated().compactMap { index, button in
      button.label.map { label in
        let bold = hasPreferred ? button.definition.preferred : button.definition.role == .cancel
        let text = Self.sampled(label, copy)
        return (index, sheet ? SheetGeometry.labelWidth(text, bold: bold) : AlertGeometry.labelWidth(text, bold: bold))
      }
    }
    let widest = labelWidths.max { $0.width < $1.width }
    widestLabelButton = Int32(widest?.button ?? -1)
    widestLabelWidth = widest?.width ?? 0
    storedLabelCount = Int32(labelWidths.count)
    // How many button rows iOS draws: on an alert one for none (iOS adds OK) or one button, one for two labels that
    // fit side by side, else one per button; on an action sheet one per button.
    let buttonRows: Int
    let messageLinesBeforeScrolling: Int
    if sheet {
      buttonRows = copy.buttons.count
      messageLinesBeforeScrolling = SheetGeometry.messageLinesBeforeScrolling(
        titleLines: titleLines, buttonRows: buttonRows, cancelApart: copy.buttons.contains { $0.definition.role == .cancel })
    } else {
      let sideBySide = AlertGeometry.fitSideBySide(widths: labelWidths.map(\.width))
      buttonRows = copy.buttons.count <= 1 || (copy.buttons.count == 2 && sideBySide) ? 1 : copy.buttons.count
      messageLinesBeforeScrolling = AlertGeometry.messageLinesBeforeScrolling(titleLines: titleLines, buttonRows: buttonRows)
    }
    storedMessageLinesBeforeScrolling = Int32(clamping: messageLinesBeforeScrolling)
  }

  /// How the title is set and where it wraps, for messages: "17 pt in a 270 pt alert".
  var titleSetting: String { isActionSheet ? "13 pt in a \(Int(SheetGeometry.width)) pt action sheet" : "17 pt in a 270 pt alert" }

  /// `text` as the person sees it: each specifier replaced by the manifest's sample for the language (or another
  /// language's), so a long name is measured as a long name.
  static func sampled(_ text: CopyText, _ copy: LocalizedEntry) -> String {
    guard text.mayHaveSpecifiers, let definition = copy.entry.definition else { return text.value }
    return text.filled { specifier in
      guard specifier.position <= definition.arguments.count else { return specifier.text }
      let samples = definition.arguments[specifier.position - 1].samples
      return samples[copy.language] ?? samples.values.sorted().first ?? specifier.text
    }
  }
}
