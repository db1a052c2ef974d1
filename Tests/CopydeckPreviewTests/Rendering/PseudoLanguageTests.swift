import Testing

@testable import CopydeckPreview

@Suite struct PseudoLanguageTests {
  @Test func accentedKeepsLengthAndWordBreaks() {
    let accented = PseudoLanguage.accented.transform("Delete Morning Run?")
    #expect(accented == "Ḋéļéţé Ḿöŕñîñĝ Ŕûñ?")
    #expect(accented.count == "Delete Morning Run?".count)
  }

  @Test func doubleLengthRepeatsTheString() {
    #expect(PseudoLanguage.double.transform("Cancel") == "Cancel Cancel")
  }

  @Test func boundedWrapsTheStringInMarkers() {
    #expect(PseudoLanguage.bounded.transform("Cancel") == "[# Cancel #]")
  }

  @Test func rightToLeftKeepsTheTextAndFlipsTheLayout() {
    #expect(PseudoLanguage.rtl.transform("Cancel") == "Cancel")
    #expect(PseudoLanguage.rtl.isRightToLeft)
    #expect(!PseudoLanguage.accented.isRightToLeft)
  }
}
