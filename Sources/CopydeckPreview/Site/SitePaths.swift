/// Where each page of the preview lives in the static site: one file per route and view, named from the options
/// that change what is drawn, so that a link of the server (`/entries/ID?lang=ko&design=classic`) has one file.
///
/// - the index: `index.html` (the default view) and `index-LANG-DESIGN-APPEARANCE.html` for every view, with `-pN`
///   for page N > 1 of a paged index;
/// - an entry: `entries/ID/LANG-DESIGN-APPEARANCE-SIZE.html`;
/// - a permission prompt: `permissions/KEY/DESIGN-APPEARANCE-SIZE.html` (its page draws every language at once);
/// - the comparison with a git revision: `changes/index.html` and `changes/ID.html`;
/// - the styles and scripts: `public/FILE`.
///
/// Options a static file cannot answer (typed sample values, a plural count, the search, the problems filter) are
/// left out: the search and the filter run in the page, the others need the server.
enum SitePaths {
  /// The default view of the index.
  static let home = "index.html"
  /// The page listing what changed since the compared revision.
  static let changes = "changes/index.html"

  /// The index viewed with `options` (language, design, appearance and page).
  static func index(_ options: PreviewOptions) -> String {
    let page = options.page > 1 ? "-p\(options.page)" : ""
    return "index-\(options.language.token)-\(options.design.rawValue)-\(options.appearance.rawValue)\(page).html"
  }

  /// The page of entry `id` viewed with `options` (language, design, appearance and text size).
  static func entry(_ id: String, _ options: PreviewOptions) -> String {
    "\(entryFolder(id))/\(options.language.token)-\(options.design.rawValue)-\(options.appearance.rawValue)-\(options.textSize.rawValue).html"
  }

  /// The page of the permission prompt `key` viewed with `options` (design, appearance and text size).
  static func permission(_ key: String, _ options: PreviewOptions) -> String {
    "permissions/\(fileName(key))/\(options.design.rawValue)-\(options.appearance.rawValue)-\(options.textSize.rawValue).html"
  }

  /// The folder of entry `id`'s pages.
  static func entryFolder(_ id: String) -> String {
    "entries/\(fileName(id))"
  }

  /// The before-and-after page of entry `id`.
  static func change(_ id: String) -> String {
    "changes/\(fileName(id)).html"
  }

  /// The template preview.js fills from a form's fields (`{lang}` and so on) to open the view they choose, for the
  /// index's toolbar, an entry's or a permission prompt's controls; relative to the page's folder, like the form's own `action`.
  static let indexTemplate = "index-{lang}-{design}-{appearance}.html"
  static let entryTemplate = "{lang}-{design}-{appearance}-{size}.html"
  static let permissionTemplate = "{design}-{appearance}-{size}.html"

  /// `id` as one file name: percent-encoded as in the server's paths, with a leading dot encoded too, so no id can
  /// name `.`, `..` or a hidden file.
  static func fileName(_ id: String) -> String {
    let encoded = PreviewOptions.percentEncode(id)
    return encoded.hasPrefix(".") ? "%2E" + encoded.dropFirst() : encoded
  }

  /// The address of `target` (a path from the site's root) from a page at `page` (also from the root): `../`
  /// once per folder of `page`, then `target` percent-encoded (so a `%` in a file name is `%25`).
  static func relative(_ target: String, from page: String) -> String {
    let depth = page.split(separator: "/").count - 1
    let encoded = target.split(separator: "/", omittingEmptySubsequences: false).map { PreviewOptions.percentEncode(String($0)) }
    return String(repeating: "../", count: depth) + encoded.joined(separator: "/")
  }
}
