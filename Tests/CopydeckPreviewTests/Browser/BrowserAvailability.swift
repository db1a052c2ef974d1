import Foundation
import Testing

/// Whether the browser tests run here: on a laptop without Chromium they are skipped with a line that says how to
/// install it; under CI (`CI=true`) they always run, so a missing browser fails the run instead of passing it.
enum BrowserAvailability {
  /// Chromium: Debian's, or the one `CHROMIUM_BINARY` names (macOS: Homebrew's cask, see scripts/bootstrap).
  static let chromium = ProcessInfo.processInfo.environment["CHROMIUM_BINARY"] ?? "/usr/bin/chromium"
  /// chromedriver: Debian's, or the one `CHROMEDRIVER_BINARY` names.
  static let chromedriver = ProcessInfo.processInfo.environment["CHROMEDRIVER_BINARY"] ?? "/usr/bin/chromedriver"

  /// Chromium and chromedriver are installed where ``WebDriver`` starts them.
  static let installed = [chromium, chromedriver].allSatisfy(FileManager.default.isExecutableFile(atPath:))

  /// The run is CI's, which must never pass without the browser tests.
  static let requiredByCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// The trait every browser suite carries.
  static let trait = ConditionTrait.enabled(
    if: installed || requiredByCI,
    "Chromium and chromedriver are not installed: run scripts/bootstrap (or apt-get install chromium chromium-driver) to run the browser tests"
  )
}
