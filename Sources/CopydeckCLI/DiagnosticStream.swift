import Copydeck
import CopydeckFiles

/// Prints diagnostics to standard error as they come, at most ``limit`` of each kind, and then one line per kind
/// saying how many more there are and where the first one not shown is.
///
/// A file of a million identical lines has 999,999 `duplicate-key` warnings; the reader needs the first few and the
/// count, not two million lines.
struct DiagnosticStream {
  /// How many diagnostics of one kind (one ``StringsDiagnostic/id``) are printed in full.
  let limit: Int
  private var output = OutputStream.standardError
  private var hidden: [String: (count: Int, first: StringsDiagnostic)] = [:]
  private var hiddenOrder: [String] = []
  private var shown: [String: Int] = [:]

  /// A stream that prints up to `limit` diagnostics of each kind.
  init(limit: Int = 20) {
    self.limit = limit
  }

  /// Prints `diagnostic`, or counts it when ``limit`` of its kind were printed already.
  mutating func write(_ diagnostic: StringsDiagnostic) {
    let count = shown[diagnostic.id, default: 0]
    guard count >= limit else {
      shown[diagnostic.id] = count + 1
      output.write(diagnostic.description + "\n")
      return
    }
    if let known = hidden[diagnostic.id] {
      hidden[diagnostic.id] = (known.count + 1, known.first)
    } else {
      hidden[diagnostic.id] = (1, diagnostic)
      hiddenOrder.append(diagnostic.id)
    }
  }

  /// Prints the summary line of each kind that went over the limit, and writes everything out.
  mutating func finish() {
    for id in hiddenOrder {
      guard let (count, first) = hidden[id] else { continue }
      let kind = first.severity == .error ? (count == 1 ? "error" : "errors") : (count == 1 ? "warning" : "warnings")
      output.write(
        "\(first.location): \(first.severity.rawValue): \(count) more \(id) \(kind) from here on are not shown (the first \(limit) are above)"
          + " — fix those and run again to see the rest\n")
    }
    output.flush()
  }
}
