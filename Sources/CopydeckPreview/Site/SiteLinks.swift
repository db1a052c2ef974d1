import CopydeckFiles
import Foundation

/// Rewrites the server's links in a rendered page (`href="/entries/ID?lang=ko"`, `href="/permissions/KEY"`,
/// `src="/public/preview.js"`, `action="/"`) into relative paths to the static site's files (``SitePaths``), so the page opens from `file://`
/// and from any folder of a static host.
///
/// Only attribute values that start with `/` are touched; anchors (`#entry-…`) stay. A form also gets
/// `data-site-action`, the template preview.js fills from the form's fields to open the chosen view. A link to a
/// route the site has no file for (none of the pages draws one) is left as it is.
struct SiteLinks {
  /// The catalog's languages, to read a link's `lang` as the server does.
  let languages: [String]

  /// `html` of the page at `page` (a path from the site's root) with every link to the server made relative.
  ///
  /// Read as UTF-8 bytes: a page is mostly drawings without a link, and the site has thousands of pages.
  func rewrite(_ html: String, page: String) -> String {
    var html = html
    return html.withUTF8 { bytes in
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + bytes.count / 16)
      var copied = 0
      var index = 0
      while index + 2 < bytes.count {
        // `="/`, after ` href`, ` src` or ` action`.
        guard bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "/")
        else {
          index += 1
          continue
        }
        let isForm = Self.endsWith(bytes, at: index, " action")
        let valueStart = index + 2
        guard isForm || Self.endsWith(bytes, at: index, " href") || Self.endsWith(bytes, at: index, " src"),
          let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\""))
        else {
          index += 1
          continue
        }
        let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
        if let target = target(of: value, page: page, isForm: isForm) {
          output.append(contentsOf: bytes[copied..<valueStart])
          output.append(contentsOf: target.utf8)
          copied = valueEnd
        }
        index = valueEnd
      }
      output.append(contentsOf: bytes[copied...])
      return String(decoding: output, as: UTF8.self)
    }
  }

  /// Whether the bytes just before `index` spell `name`.
  private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    guard index >= count else { return false }
    return UnsafeBufferPointer(start: name.utf8Start, count: count).elementsEqual(bytes[(index - count)..<index])
  }

  /// The relative address for one escaped attribute value, with `" data-site-action="…` for a form; `nil` when the
  /// site has no file for it.
  private func target(of escaped: String, page: String, isForm: Bool) -> String? {
    let value = escaped.replacingOccurrences(of: "&amp;", with: "&")
    let (beforeFragment, fragment) = split(value, at: "#")
    let (path, queryText) = split(beforeFragment, at: "?")
    let query = Self.decode(queryText ?? "")
    let file: String
    let template: String?
    if path == "/" {
      file = SitePaths.index(PreviewOptions(query: query, languages: languages))
      template = SitePaths.indexTemplate
    } else if path.hasPrefix("/entries/"), let id = String(path.dropFirst("/entries/".count)).removingPercentEncoding, !id.isEmpty {
      file = SitePaths.entry(id, PreviewOptions(query: query, languages: languages))
      template = SitePaths.entryTemplate
    } else if path.hasPrefix("/permissions/"), let key = String(path.dropFirst("/permissions/".count)).removingPercentEncoding,
      !key.isEmpty
    {
      file = SitePaths.permission(key, PreviewOptions(query: query, languages: languages))
      template = SitePaths.permissionTemplate
    } else if path.hasPrefix("/public/"), path.count > "/public/".count {
      file = "public/" + (String(path.dropFirst("/public/".count)).removingPercentEncoding ?? "")
      template = nil
    } else {
      return nil
    }
    let address = SitePaths.relative(file, from: page)
    var attribute = Escaping.html(address + (fragment.map { "#" + $0 } ?? ""))
    if isForm, let template {
      let folder = address[..<(address.lastIndex(of: "/").map { address.index(after: $0) } ?? address.startIndex)]
      attribute += "\" data-site-action=\"" + Escaping.html(folder + template)
    }
    return attribute
  }

  /// `text` before and after the first `separator`, if there is one.
  private func split(_ text: String, at separator: Character) -> (String, String?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (String(text[..<index]), String(text[text.index(after: index)...]))
  }

  /// A query string's pairs, percent-decoded (`+` is not a space in the server's own links).
  private static func decode(_ query: String) -> [String: String] {
    var pairs: [String: String] = [:]
    for item in query.split(separator: "&") {
      let (key, value) = item.firstIndex(of: "=").map { (item[..<$0], item[item.index(after: $0)...]) } ?? (item, "")
      if let key = key.removingPercentEncoding { pairs[key] = value.removingPercentEncoding ?? "" }
    }
    return pairs
  }
}
