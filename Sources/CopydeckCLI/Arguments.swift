/// The arguments of one command, taken off the list as the command reads them.
///
/// A small stand-in for swift-argument-parser, which cannot be fetched here. Options are
/// `--name value` or `--name=value`; flags are `--name`; everything else is positional.
/// After reading what it knows, a command calls ``finish()`` so that anything left over
/// is reported as a usage error instead of being silently ignored.
struct Arguments {
  private var remaining: [String]

  init(_ arguments: [String]) {
    remaining = arguments
  }

  /// Whether nothing is left to read.
  var isEmpty: Bool { remaining.isEmpty }

  /// Removes `--name` and returns whether it was given.
  mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: "--\(name)") else { return false }
    remaining.remove(at: index)
    return true
  }

  /// Removes every `--name value` (or `--name=value`) and returns the values in order.
  mutating func options(_ name: String) throws(UsageError) -> [String] {
    var values: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == "--\(name)" {
        guard index + 1 < remaining.count else {
          throw UsageError("option --\(name) needs a value")
        }
        values.append(remaining[index + 1])
        remaining.removeSubrange(index...(index + 1))
      } else if argument.hasPrefix("--\(name)=") {
        values.append(String(argument.dropFirst(name.count + 3)))
        remaining.remove(at: index)
      } else {
        index += 1
      }
    }
    return values
  }

  /// Removes `--name value` and returns the value, or `nil` when the option is absent.
  mutating func option(_ name: String) throws(UsageError) -> String? {
    let values = try options(name)
    guard values.count <= 1 else { throw UsageError("option --\(name) is given \(values.count) times; give it once") }
    return values.first
  }

  /// Removes and returns the next positional argument, or `nil` when there is none.
  mutating func nextPositional() -> String? {
    guard let index = remaining.firstIndex(where: { !$0.hasPrefix("--") || $0 == "--" }) else { return nil }
    if remaining[index] == "--" {
      remaining.remove(at: index)
      return nextPositional()
    }
    return remaining.remove(at: index)
  }

  /// Removes and returns the next positional argument, which must be there.
  mutating func positional(_ what: String) throws(UsageError) -> String {
    guard let value = nextPositional() else { throw UsageError("missing \(what)") }
    return value
  }

  /// Fails with a usage error when anything was not read.
  func finish() throws(UsageError) {
    guard let first = remaining.first else { return }
    if first.hasPrefix("--") { throw UsageError("unknown option \(first)") }
    throw UsageError("unexpected argument '\(first)'")
  }
}

/// A mistake in how a command was called; the tool prints it with the command's usage and exits 2.
struct UsageError: Error {
  /// What was wrong, in a few words.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
