// The build-tool plugin's tool: `copydeck-generate --localizations DIR --output FILE` writes the typed accessors
// (`copydeck generate swift`). It links only Copydeck, CopydeckFiles and CopydeckGenerator, so an app's build never
// needs the preview's libmicrohttpd.
import Copydeck
import CopydeckFiles
import CopydeckGenerator
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 4, arguments[0] == "--localizations", arguments[2] == "--output" else {
  FileHandle.standardError.write(Data("usage: copydeck-generate --localizations DIR --output FILE\n".utf8))
  exit(2)
}
let localizations = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[3])
do {
  _ = try AccessorFile.write(localizations: localizations, output: output)
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
