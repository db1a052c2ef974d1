// The build-tool plugin's tool: `copydeck-generate --localizations DIR --output FILE` writes the typed accessors
// (`copydeck generate swift`), `copydeck-generate --localizations DIR --index FILE` the launch's index of catalog.json
// (`copydeck index`). It links only Copydeck and CopydeckGenerator, so an app's build never needs the preview's
// libmicrohttpd.
import Copydeck
import CopydeckFiles
import CopydeckGenerator
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 4, arguments[0] == "--localizations", ["--output", "--index"].contains(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: copydeck-generate --localizations DIR (--output FILE | --index FILE)\n".utf8))
  exit(2)
}
let localizations = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[3])
do {
  if arguments[2] == "--index" {
    _ = try CatalogIndex.write(forManifest: localizations.appendingPathComponent("catalog.json"), to: output)
  } else {
    _ = try AccessorFile.write(localizations: localizations, output: output)
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
