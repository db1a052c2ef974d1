/// Why `copydeck export --screenshots` made no screenshots.
public enum ScreenshotError: Error, Sendable, CustomStringConvertible {
  /// `--chromium PATH` names no executable file.
  case notExecutable(path: String)
  /// No Chromium was given, and none of `names` is on `PATH` (nor in the usual application folders).
  case noChromium(names: [String])
  /// Chromium at `path` ended, or answered in a way it never does, before the screenshots were made.
  case browserFailed(path: String, reason: String)
  /// The page at `path` (a file of the site written for the screenshots) did not load or has no drawing.
  case page(path: String, reason: String)
  /// The site the screenshots are taken from could not be written.
  case site(SiteError)

  /// `path:1:1: error: what`, then `  hint:` what to do.
  public var description: String {
    switch self {
    case .notExecutable(let path):
      return """
        \(path):1:1: error: --chromium names no executable file
          hint: pass the Chromium or Google Chrome executable (\(Self.examples)), or leave --chromium out to find it on PATH
        """
    case .noChromium(let names):
      return """
        PATH:1:1: error: screenshots need headless Chromium, and none was found (looked for \(names.joined(separator: ", ")) on PATH)
          hint: install Chromium (apt-get install chromium; brew install --cask chromium) or pass its executable with --chromium PATH
        """
    case .browserFailed(let path, let reason):
      return """
        \(path):1:1: error: Chromium stopped before the screenshots were made: \(reason)
          hint: run it by hand to see why (\(path) --headless=new --no-sandbox about:blank), or pass another with --chromium PATH
        """
    case .page(let path, let reason):
      return """
        \(path):1:1: error: the page to screenshot \(reason)
          hint: open the page in a browser to see it; this is a defect of Copydeck if it opens there, so report it
        """
    case .site(let error):
      return error.description
    }
  }

  private static let examples = "/usr/bin/chromium, /Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
}
