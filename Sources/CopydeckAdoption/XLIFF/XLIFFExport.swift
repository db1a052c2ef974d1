import Copydeck
import CopydeckFiles
import Foundation

/// What `xcodebuild -exportLocalizations` writes for one language, built from a localizations folder: the
/// `<language>.xcloc` bundle with `contents.json`, `Localized Contents/<language>.xliff` and `Source Contents/`.
public struct XLIFFExport: Sendable {
  /// The XLIFF 1.2 document.
  public var xliff: String
  /// The bundle's `contents.json`.
  public var contents: String
  /// The development-language tables copied into `Source Contents/`, by path inside it.
  public var sources: [(path: String, data: Data)]
  /// The language exported.
  public var language: String
  /// How many units the XLIFF has, and how many of them have a target.
  public var unitCount: Int
  /// How many units already have a translation (a `<target>`).
  public var translatedCount: Int
  /// The screenshots written into `Notes/Screenshots/`, when the export has them.
  public var screenshots: XclocScreenshots?

  /// The tool header Xcode writes; the importer does not depend on it.
  static let toolVersion = "16.0"
  static let buildNumber = "16A242d"

  /// Builds the export of `language` from `folder`; `manifest` adds each entry's kind, buttons and note to its units,
  /// and `screenshots` each key's screenshot (the note names it, for tools that read only the XLIFF).
  public init(
    folder: LocalizationsFolder, manifest: CatalogManifest?, developmentLanguage: String, language: String,
    screenshots: XclocScreenshots? = nil
  ) {
    let project = folder.url.standardizedFileURL.lastPathComponent
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """
    var sources: [(String, Data)] = []
    var units = 0
    var translated = 0
    for table in XLIFFTable.tables(in: folder, developmentLanguage: developmentLanguage, language: language) {
      let original = "\(project)/\(table.relativePath)"
      xml += """
          <file original="\(Escaping.xml(original, attribute: true))" source-language="\(Escaping.xml(developmentLanguage, attribute: true))" target-language="\(Escaping.xml(language, attribute: true))" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="\(Self.toolVersion)" build-num="\(Self.buildNumber)"/>
            </header>
            <body>

        """
      for unit in table.units {
        units += 1
        xml += "      <trans-unit id=\"\(Escaping.xml(unit.id, attribute: true))\" xml:space=\"preserve\">\n"
        xml += "        <source>\(Escaping.xml(unit.source, attribute: true))</source>\n"
        if let value = unit.target {
          translated += 1
          xml += "        <target state=\"\(XLIFFState.attribute(unit.targetState))\">\(Escaping.xml(value, attribute: true))</target>\n"
        }
        var note = TranslatorNote.note(for: unit, table: table.name, manifest: manifest)
        if let picture = screenshots?.path(table: table.name, key: unit.key) { note += " Screenshot: \(picture)." }
        xml += "        <note>\(Escaping.xml(note, attribute: true))</note>\n"
        xml += "      </trans-unit>\n"
      }
      xml += "    </body>\n  </file>\n"
      if let data = FileManager.default.contents(atPath: table.url.path) { sources.append((original, data)) }
    }
    xml += "</xliff>\n"
    self.xliff = xml
    self.contents = """
      {
        "developmentRegion" : "\(developmentLanguage)",
        "project" : "\(project)",
        "targetLocale" : "\(language)",
        "toolInfo" : {
          "toolBuildNumber" : "\(Self.buildNumber)",
          "toolID" : "com.apple.dt.xcode",
          "toolName" : "Xcode",
          "toolVersion" : "\(Self.toolVersion)"
        },
        "version" : "1.0"
      }

      """
    self.sources = sources
    self.language = language
    self.unitCount = units
    self.translatedCount = translated
    self.screenshots = screenshots
  }

  /// Writes `<directory>/<language>.xcloc/` and returns the bundle's URL.
  @discardableResult
  public func write(into directory: URL) throws -> URL {
    let bundle = directory.appendingPathComponent("\(language).xcloc", isDirectory: true)
    let manager = FileManager.default
    let localized = bundle.appendingPathComponent("Localized Contents", isDirectory: true)
    try manager.createDirectory(at: localized, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: bundle.appendingPathComponent("contents.json"), options: .atomic)
    try Data(xliff.utf8).write(to: localized.appendingPathComponent("\(language).xliff"), options: .atomic)
    for (path, data) in sources {
      let url = bundle.appendingPathComponent("Source Contents").appendingPathComponent(path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    }
    try screenshots?.write(into: bundle)
    return bundle
  }
}
