import Foundation

/// `foundation-read-tables LIST`: Foundation's side of `make bench-check`. Reads every table named in the file LIST
/// (one path a line: `.strings` in UTF-8 or UTF-16, `.stringsdict`) with `PropertyListSerialization`, as `CFBundle`
/// does on a device, and prints how many tables and top-level keys it read and the time that took in this process.
/// The benchmark times the whole process too, as it times `copydeck check`'s.
let arguments = CommandLine.arguments
guard arguments.count == 2, let list = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
  FileHandle.standardError.write(Data("usage: foundation-read-tables LIST (a file of table paths, one a line)\n".utf8))
  exit(2)
}
let paths = list.split(separator: "\n").map(String.init)
let start = DispatchTime.now().uptimeNanoseconds
var keys = 0
for path in paths {
  guard let data = FileManager.default.contents(atPath: path),
    let table = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
  else {
    FileHandle.standardError.write(Data("foundation-read-tables: \(path): not a table Foundation reads\n".utf8))
    exit(1)
  }
  keys += table.count
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
print("\(paths.count) tables, \(keys) keys, \(String(format: "%.3f", seconds)) s in process")
