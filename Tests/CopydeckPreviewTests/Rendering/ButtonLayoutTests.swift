import Testing

@testable import CopydeckPreview

@Suite struct ButtonLayoutTests {
  private func buttons(_ roles: [DrawnAlert.Role], preferred: Int? = nil) -> [DrawnAlert.Button] {
    roles.enumerated().map { DrawnAlert.Button(label: "b\($0.offset)", role: $0.element, preferred: $0.offset == preferred) }
  }

  @Test func twoButtonsStartSideBySideAndOthersStack() {
    #expect(ButtonLayout(buttons: buttons([.cancel, .default]), design: .ios26).arrangement == .row)
    #expect(ButtonLayout(buttons: buttons([.default]), design: .ios26).arrangement == .stack)
    #expect(ButtonLayout(buttons: buttons([.default, .destructive, .cancel]), design: .ios26).arrangement == .stack)
    #expect(ButtonLayout(buttons: buttons([.default, .default, .default, .cancel]), design: .classic).arrangement == .stack)
  }

  @Test func accessibilityTextSizesStackEveryAlert() {
    #expect(ButtonLayout(buttons: buttons([.cancel, .default]), design: .ios26, textSize: .xxxLarge).arrangement == .row)
    #expect(ButtonLayout(buttons: buttons([.cancel, .default]), design: .ios26, textSize: .ax1).arrangement == .stack)
    #expect(ButtonLayout(buttons: buttons([.cancel, .default]), design: .classic, textSize: .ax5).arrangement == .stack)
  }

  @Test func thePreferredButtonIsBold() {
    #expect(ButtonLayout(buttons: buttons([.cancel, .default], preferred: 1), design: .classic).boldIndex == 1)
    #expect(ButtonLayout(buttons: buttons([.cancel, .default], preferred: 1), design: .ios26).boldIndex == 1)
  }

  @Test func withoutAPreferredButtonTheClassicDesignMakesCancelBoldAsUIKitDoes() {
    #expect(ButtonLayout(buttons: buttons([.destructive, .cancel]), design: .classic).boldIndex == 1)
    #expect(ButtonLayout(buttons: buttons([.destructive, .cancel]), design: .ios26).boldIndex == nil)
    #expect(ButtonLayout(buttons: buttons([.default, .default]), design: .classic).boldIndex == nil)
  }

  @Test func aFourthButtonIsDrawnAndFlagged() {
    let alert = DrawnAlert(
      entryID: "x.four", language: "en", textLanguage: "en", rightToLeft: false, kind: .alert, title: "T", message: nil,
      buttons: buttons([.default, .default, .default, .cancel]))
    var options = PreviewOptions()
    options.design = .classic
    let html = AlertMarkup.draw(alert, options: options).description
    #expect(html.components(separatedBy: "class=\"action\"").count - 1 == 4)
    #expect(html.components(separatedBy: "data-violation=\"more-than-three-buttons\"").count - 1 == 1)
  }
}
