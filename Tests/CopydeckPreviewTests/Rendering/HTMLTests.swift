import Testing

@testable import CopydeckPreview

@Suite struct HTMLTests {
  @Test func escapesEveryCharacterThatCanOpenMarkup() {
    #expect(HTML.escape(#"<script>alert("x" & 'y')</script>"#)
      == "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;")
  }

  @Test func interpolatedStringsAreEscapedAndInterpolatedHTMLIsKept() {
    let text = "<b>"
    let inner: HTML = "<i>\(text)</i>"
    let outer: HTML = "<p>\(inner)\(text)</p>"
    #expect(outer.description == "<p><i>&lt;b&gt;</i>&lt;b&gt;</p>")
  }

  @Test func keepsKoreanAndEmojiUntouched() {
    #expect(HTML.escape("삭제할까요? 🗑") == "삭제할까요? 🗑")
  }
}
