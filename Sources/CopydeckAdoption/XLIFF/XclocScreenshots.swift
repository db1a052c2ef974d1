import Foundation

/// The screenshots of an `.xcloc`, laid out as Xcode's localization export lays them out (docs/translators.md,
/// "Screenshots in the .xcloc", names the sources): the pictures and `localizedStringData.plist` in one folder
/// under `Notes/Screenshots/`, the property list an array with one dictionary per string key —
/// `stringKey`, `tableName`, `bundleID`, `bundlePath`, and `screenshots`, each a `name` (the picture's file name)
/// and a `frame` (`{{x, y}, {width, height}}`, where the string is in the picture's pixels, origin top left).
///
/// Xcode highlights the wrong frame when two strings name the same picture file, so each string has its own copy
/// of a picture that shows several.
public struct XclocScreenshots: Sendable {
  /// The folder inside the bundle.
  public static let folder = "Notes/Screenshots/CopydeckPreview/iPhone"
  /// The mapping file's name.
  public static let mappingFile = "localizedStringData.plist"

  /// One picture of one string: the file, and where on it the string is.
  public struct Picture: Sendable {
    /// The file name inside ``XclocScreenshots/folder``.
    public var name: String
    /// The picture, as PNG bytes.
    public var png: Data
    /// The table (without extension) of the string shown.
    public var table: String
    /// The key of the string shown.
    public var key: String
    /// Where the string is, in the picture's pixels from its top left corner.
    public var frame: CGRect

    /// A picture of the string `key` of `table`, at `frame` in it; see the properties.
    public init(name: String, png: Data, table: String, key: String, frame: CGRect) {
      (self.name, self.png, self.table, self.key, self.frame) = (name, png, table, key, frame)
    }
  }

  /// The pictures, the target language's first for each string.
  public var pictures: [Picture]
  /// The project the strings belong to, for the mapping's `bundlePath`.
  public var project: String

  /// The screenshots `pictures` of the strings of `project`.
  public init(pictures: [Picture], project: String) {
    self.pictures = pictures
    self.project = project
  }

  /// The path inside the bundle of the first picture of `key` in `table`, for the key's XLIFF note; `nil` when
  /// there is none.
  public func path(table: String, key: String) -> String? {
    pictures.first { $0.table == table && $0.key == key }.map { "\(Self.folder)/\($0.name)" }
  }

  /// `localizedStringData.plist`: one dictionary per string key, in the order the keys first appear.
  public func mapping() throws -> Data {
    var order: [String] = []
    var byKey: [String: [Picture]] = [:]
    for picture in pictures {
      let id = picture.table + "\u{0}" + picture.key
      if byKey[id] == nil { order.append(id) }
      byKey[id, default: []].append(picture)
    }
    let records: [[String: Any]] = order.map { id in
      let shown = byKey[id]!
      return [
        "stringKey": shown[0].key, "tableName": shown[0].table, "bundleID": "", "bundlePath": project,
        "screenshots": shown.map { ["name": $0.name, "frame": Self.frame($0.frame)] },
      ]
    }
    return try PropertyListSerialization.data(fromPropertyList: records, format: .xml, options: 0)
  }

  /// Writes the pictures and the mapping into `bundle` (the `.xcloc` folder).
  func write(into bundle: URL) throws {
    let folder = bundle.appendingPathComponent(Self.folder, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for picture in pictures {
      try picture.png.write(to: folder.appendingPathComponent(picture.name), options: .atomic)
    }
    try mapping().write(to: folder.appendingPathComponent(Self.mappingFile), options: .atomic)
  }

  /// `rect` as `NSStringFromRect` writes it, in whole pixels: `{{x, y}, {width, height}}`.
  static func frame(_ rect: CGRect) -> String {
    let (x, y) = (Int(rect.minX.rounded()), Int(rect.minY.rounded()))
    return "{{\(x), \(y)}, {\(Int(rect.maxX.rounded()) - x), \(Int(rect.maxY.rounded()) - y)}}"
  }
}
