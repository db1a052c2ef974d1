import Foundation

/// One entry drawn in one language and appearance: a PNG of the phone screen exactly as the preview draws it, and
/// where on it each part of the copy is, in the PNG's pixels (origin top left).
public struct EntryScreenshot: Sendable {
  /// The entry id, e.g. `group.full`.
  public var entryID: String
  /// The language drawn, e.g. `ko`.
  public var language: String
  /// `light` or `dark`.
  public var appearance: String
  /// The page of the static site it was taken from, relative to the site's root.
  public var page: String
  /// Where the phone screen is on that page, in CSS pixels from the document's top left corner.
  public var position: CGPoint
  /// The PNG.
  public var png: Data
  /// The PNG's width in pixels.
  public var width: Int
  /// The PNG's height in pixels.
  public var height: Int
  /// Where the title is, when the drawing has one.
  public var title: CGRect?
  /// Where the message is, when the drawing has one.
  public var message: CGRect?
  /// Where each button is, in the order the entry lists its buttons (an action sheet draws cancel last; this
  /// order does not change with that).
  public var buttons: [CGRect]

  /// The file name the screenshot is kept under: `ID/LANG-APPEARANCE.png`, the id encoded as the site's folders are.
  public var fileName: String {
    "\(SitePaths.fileName(entryID))/\(language)-\(appearance).png"
  }
}
