import Testing

@testable import CopydeckPreview

@Suite struct HTMLTests {
  @Test func interpolationEscapesEveryCharacterThatCanOpenMarkup() {
    let text = #"<script>alert("x" & 'y')</script>"#
    let html: HTML = "<p title=\"\(text)\">\(text)</p>"
    let escaped = "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;"
    #expect(html.description == "<p title=\"\(escaped)\">\(escaped)</p>")
  }

  @Test func interpolatedStringsAreEscapedAndInterpolatedHTMLIsKept() {
    let text = "<b>"
    let inner: HTML = "<i>\(text)</i>"
    let outer: HTML = "<p>\(inner)\(text)</p>"
    #expect(outer.description == "<p><i>&lt;b&gt;</i>&lt;b&gt;</p>")
  }

  @Test func keepsKoreanAndEmojiUntouched() {
    let html: HTML = "<p>\("삭제할까요? 🗑")</p>"
    #expect(html.description == "<p>삭제할까요? 🗑</p>")
  }
}
