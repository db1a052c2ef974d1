import Foundation
import Testing

/// A String Catalog entry with plural forms, and one with device variations, as the server draws them over a real
/// socket: the count control, the form each language takes for the count, and the iPhone's variation.
@Suite struct PluralPreviewTests {
  private static let copy = PreviewFixture.fixtures.appendingPathComponent("PluralCopy")

  /// The `<figure>` drawing `entry` in `language` on `page`.
  private func drawing(_ page: String, entry: String, language: String) throws -> Substring {
    let start = try #require(page.range(of: "data-entry=\"\(entry)\" data-lang=\"\(language)\""))
    let end = try #require(page.range(of: "</figure>", range: start.upperBound..<page.endIndex))
    return page[start.lowerBound..<end.upperBound]
  }

  @Test func aPluralEntryHasACountControlWithTheSampleAndFiveCounts() throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    let page = try fixture.client.get("/entries/cart.itemsWaiting").text
    #expect(page.contains("<fieldset class=\"segments\" data-control=\"count.count\">"))
    for count in ["", "0", "1", "2", "5", "21"] {
      #expect(page.contains("name=\"count.count\" value=\"\(count)\""), "count \(count)")
    }
    #expect(page.contains("name=\"count.count\" value=\"\" checked"))
    #expect(page.contains("<span lang=\"ko\">개수 (count)</span> <span class=\"en\" lang=\"en\">Count (count)</span>"))
    // With the samples (3) English takes its other form, Korean its only one.
    #expect(try drawing(page, entry: "cart.itemsWaiting", language: "en").contains("3 items are waiting in your cart."))
    #expect(try drawing(page, entry: "cart.itemsWaiting", language: "en").contains("data-plural-forms=\"other\""))
    #expect(try drawing(page, entry: "cart.itemsWaiting", language: "ko").contains("장바구니에 상품 3개가 기다리고 있어요."))
    // An entry without plural forms has no count control.
    #expect(!(try fixture.client.get("/entries/sync.keepUnlocked").text.contains("data-control=\"count.")))
  }

  @Test(arguments: [("0", "0 items are waiting", "other"), ("1", "1 item is waiting", "one"), ("21", "21 items are waiting", "other")])
  func theCountChoosesEachLanguagesForm(count: String, english: String, form: String) throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    let page = try fixture.client.get("/entries/cart.itemsWaiting?count.count=\(count)").text
    #expect(page.contains("name=\"count.count\" value=\"\(count)\" checked"))
    let en = try drawing(page, entry: "cart.itemsWaiting", language: "en")
    #expect(en.contains(english))
    #expect(en.contains("data-plural-forms=\"\(form)\""))
    // Korean has only the plain form: the count is in it, the text is the same for every count.
    let ko = try drawing(page, entry: "cart.itemsWaiting", language: "ko")
    #expect(ko.contains("장바구니에 상품 \(count)개가 기다리고 있어요."))
    #expect(!ko.contains("data-note=\"plural\""))
    // The count stands in both languages: its argument fields show it and are not sent with the form.
    #expect(page.contains("name=\"arg.en.count\" value=\"\(count)\" lang=\"en\" disabled"))
    #expect(page.contains("name=\"arg.ko.count\" value=\"\(count)\" lang=\"ko\" disabled"))
  }

  @Test func aCountTheControlDoesNotOfferIsIgnored() throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    let page = try fixture.client.get("/entries/cart.itemsWaiting?count.count=%3Cb%3E").text
    #expect(page.contains("name=\"count.count\" value=\"\" checked"))
    #expect(try drawing(page, entry: "cart.itemsWaiting", language: "en").contains("3 items are waiting in your cart."))
  }

  @Test func aDeviceVariationDrawsTheIPhoneOne() throws {
    let fixture = try PreviewFixture(copy: Self.copy)
    let page = try fixture.client.get("/entries/sync.keepUnlocked").text
    let en = try drawing(page, entry: "sync.keepUnlocked", language: "en")
    #expect(en.contains("Keep your iPhone unlocked until syncing ends."))
    #expect(en.contains("data-note=\"device\""))
    let ko = try drawing(page, entry: "sync.keepUnlocked", language: "ko")
    #expect(ko.contains("동기화가 끝날 때까지 iPhone 잠금을 풀어 두세요."))
    #expect(!page.contains("iPad"))
  }
}
