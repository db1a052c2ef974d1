import Copydeck
import Foundation

/// Reads an app's `Info.plist`, XML or binary (as Xcode's build writes it), into its top-level keys, each with its
/// value and place: the XML through the package's one XML reader (``PropertyListReader``), the binary through
/// Foundation's property-list reader (every place `path:1:1`), as `.stringsdict` files are read.
package enum InfoPlistFile {
  /// The top-level members of the `Info.plist` at `url`; `file` names it in diagnostics.
  ///
  /// - Throws: a diagnostic at its place when the file cannot be read, does not parse, or is not a dictionary.
  package static func members(contentsOf url: URL, file: String) throws(StringsDiagnostic) -> [PropertyListNode.Member] {
    let data = try StringsParser.readFile(url)
    let root: PropertyListNode
    if BinaryPropertyList.isBinary(data) {
      root = try BinaryPropertyList.root(data, file: file)
    } else {
      root = try PropertyListReader.parse(try DecodedText(data, file: file).bytes, file: file)
    }
    guard let members = root.members else {
      throw StringsDiagnostic(
        id: "not-a-dictionary", severity: .error, location: root.location,
        message: "the Info.plist holds \(root.kindName), not a <dict> of keys, so no key it declares can be read",
        hint: "an Info.plist is <plist version=\"1.0\"><dict><key>…</key><string>…</string></dict></plist>")
    }
    return members
  }
}
