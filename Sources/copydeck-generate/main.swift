// The accessor generator alone, for the build-tool plugin: `copydeck-generate --localizations DIR --output FILE`.
// It links only Copydeck and CopydeckGenerator, so an app's build never needs the preview's libmicrohttpd.
import CopydeckGenerator
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 4, arguments[0] == "--localizations", arguments[2] == "--output" else {
  FileHandle.standardError.write(Data("usage: copydeck-generate --localizations DIR --output FILE\n".utf8))
  exit(2)
}
do {
  _ = try AccessorFile.write(localizations: URL(fileURLWithPath: arguments[1]), output: URL(fileURLWithPath: arguments[3]))
} catch {
  FileHandle.standardError.write(Data("\(error.description)\n".utf8))
  exit(1)
}
