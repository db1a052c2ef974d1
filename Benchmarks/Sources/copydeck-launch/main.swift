import Foundation

/// `copydeck-launch`: what an app pays to show its first copy, against `Bundle` on the same Xcode-built bundle, each
/// side in a fresh process (see ``AppLaunchBenchmark``). With a side's name it is that side's process.
let arguments = Array(CommandLine.arguments.dropFirst())
do {
  if let side = arguments.first.flatMap(LaunchSide.init(rawValue:)) {
    print(try side.run(Array(arguments.dropFirst())))
  } else if arguments.isEmpty {
    try AppLaunchBenchmark.run()
  } else {
    FileHandle.standardError.write(Data("usage: copydeck-launch (no arguments; `make bench-launch`)\n".utf8))
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("copydeck-launch: \(error)\n".utf8))
  exit(1)
}
