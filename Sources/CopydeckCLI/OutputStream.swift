/// Text for standard output or standard error, handed to the running command's ``OutputSink`` in blocks of about
/// 64 KiB instead of one write per line.
struct OutputStream {
  private let write: @Sendable (String) -> Void
  private var buffer = ""
  private static let blockSize = 1 << 16

  /// A stream on the running command's standard output.
  static var standardOutput: OutputStream { OutputStream(write: Output.sink.standardOutput) }
  /// A stream on the running command's standard error.
  static var standardError: OutputStream { OutputStream(write: Output.sink.standardError) }

  private init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
    buffer.reserveCapacity(Self.blockSize + 1024)
  }

  /// Appends `text`, handing the block on when it is full.
  mutating func write(_ text: String) {
    buffer += text
    if buffer.utf8.count >= Self.blockSize { flush() }
  }

  /// Hands on what is buffered.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
