import Copydeck
import CopydeckFiles
import CopydeckSource
import Foundation

/// The alerts an app's code builds (see ``AlertFinder``) as key groups for `copydeck init`: the title, the message
/// and the buttons in the code's order, with the roles the code gives them, whatever the key style.
enum CodeAlertGroups {
  /// The alerts of every Swift file under `root` (skipping what ``SourceTree`` skips), in file order.
  static func alerts(under root: URL) -> [CodeAlert] {
    let files = SourceTree.files(in: root)
    let finder = AlertFinder()
    return files.concurrentMap(chunkSize: 16) { path -> [CodeAlert] in
      guard let language = SourceLanguage(fileName: path),
        let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      else { return [] }
      return finder.find(in: [UInt8](data), language: language, file: path)
    }.flatMap { $0 }
  }

  /// The groups of `alerts` whose title is a key of table `name` in `development`; an alert whose title the table
  /// does not have is another folder's (a package's), and `skipped` says so.
  static func groups(
    _ alerts: [CodeAlert], table name: String, folder: LocalizationsFolder, development: String, skipped: inout [String]
  ) -> [AlertGroup] {
    var groups: [AlertGroup] = []
    for alert in alerts where alert.title.tableName == name {
      let has = { (lookup: SourceLookup) in
        lookup.tableName == name && folder.entry(forKey: lookup.key, table: name, language: development) != nil
      }
      guard has(alert.title) else {
        skipped.append("\(alert.call) at \(alert.place): its title \"\(alert.title.key)\" is not in the \(development) table \(name)")
        continue
      }
      let keyName = KeyName(alert.title.key)
      var group = AlertGroup(
        table: name, stem: keyName?.stem ?? alert.title.key, stemWords: keyName?.stemWords ?? AlertGroup.words(of: alert.title.key),
        style: keyName?.style ?? .englishText, title: (alert.title.key, "the title of the \(alert.call)"))
      group.origin = "\(alert.call) at \(alert.place)"
      if let message = alert.message, has(message) { group.message = (message.key, "the message of the \(alert.call)") }
      for button in alert.buttons where has(button.label) {
        let words = AlertGroup.words(of: KeyName(button.label.key) == nil ? button.label.key : lastPart(of: button.label.key))
        let id = KeyName.camelCase(words.isEmpty ? ["button"] : words.prefix(3))
        guard !group.buttons.contains(where: { $0.id == id }) else { continue }
        group.buttons.append((id, button.label.key, "a Button of the \(alert.call), line \(button.label.line)"))
        group.roles[id] = button.role
      }
      groups.append(group)
    }
    return groups
  }

  /// The last part of an identifier key (`alert.delete.button.ok` → `ok`), which names a button.
  private static func lastPart(of key: String) -> String {
    String(key.split { $0 == "." || $0 == "_" }.last ?? Substring(key))
  }
}
