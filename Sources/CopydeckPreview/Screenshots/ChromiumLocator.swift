import Foundation

/// Where the headless browser for screenshots is: the executable `--chromium` names, else the first of the usual
/// Chromium and Chrome names on `PATH`, else the application bundles macOS installs them as.
public enum ChromiumLocator {
  /// The names looked for on `PATH`, in order.
  static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]
  /// Where macOS keeps them when they are not on `PATH`.
  static let applications = [
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ]

  /// The executable to run: `option` when given (it must be an executable file), else the first found on
  /// `searchPath` (a `PATH` value) or in the application folders.
  public static func find(
    option: String?, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  )
    throws(ScreenshotError) -> URL
  {
    let files = FileManager.default
    if let option {
      guard files.isExecutableFile(atPath: option) else { throw .notExecutable(path: option) }
      return URL(fileURLWithPath: option)
    }
    let folders = (searchPath ?? "").split(separator: ":").map(String.init)
    let candidates = names.flatMap { name in folders.map { "\($0)/\(name)" } } + applications
    guard let found = candidates.first(where: files.isExecutableFile(atPath:)) else { throw .noChromium(names: names) }
    return URL(fileURLWithPath: found)
  }
}
