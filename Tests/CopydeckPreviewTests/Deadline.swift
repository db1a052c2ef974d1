import Foundation

/// Polls `condition` every millisecond until it holds or `seconds` have passed, and returns whether it held.
///
/// Every wait in a test goes through this, so a bug makes the test fail with a message instead of hanging the suite.
func wait(upTo seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if try condition() { return true }
    usleep(1000)
  }
  return try condition()
}
