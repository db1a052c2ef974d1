import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckPreview

/// Copy and query values reach the page only as text: markup in a translation or a URL never becomes markup.
@Suite struct EscapingTests {
  private func snapshot() throws -> PreviewSnapshot {
    PreviewSnapshot(catalog: try Catalog.scanning(GoldenPageTests.copy), findings: [], loadErrors: [], generation: 0)
  }

  @Test func aTranslationContainingScriptShowsAsText() throws {
    let html = try #require(PreviewPages.entry(id: "business.markup", try snapshot(), query: [:]))
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img src=x"))
    #expect(!html.contains("<b>loudly"))
    #expect(html.contains("&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;"))
    #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(&#39;ko&#39;)&gt;"))
  }

  @Test func queryValuesAreEscapedWhereverThePageRepeatsThem() throws {
    let attack = "\"><script>alert(1)</script>"
    let index = PreviewPages.index(try snapshot(), query: ["q": attack, "design": attack])
    #expect(!index.contains("<script>alert(1)"))
    #expect(index.contains("value=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
    let entry = try #require(
      PreviewPages.entry(id: "business.groupFull", try snapshot(), query: ["arg.ko.group": attack, "lang": attack]))
    #expect(!entry.contains("<script>alert(1)"))
    #expect(entry.contains("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;에는"))
  }

  @Test func theNotFoundPageEscapesThePath() {
    let html = PreviewPages.notFound(path: "/<script>alert(1)</script>")
    #expect(!html.contains("<script>alert(1)"))
    #expect(html.contains("/&lt;script&gt;alert(1)&lt;/script&gt;"))
  }
}
