import Foundation

/// Bytes for standard output or standard error, written in blocks of 64 KiB instead of one write per line.
struct OutputStream {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private static let blockSize = 1 << 16

  /// A stream on standard output.
  static var standardOutput: OutputStream { OutputStream(handle: .standardOutput) }
  /// A stream on standard error.
  static var standardError: OutputStream { OutputStream(handle: .standardError) }

  private init(handle: FileHandle) {
    self.handle = handle
    buffer.reserveCapacity(Self.blockSize)
  }

  /// Appends `text`, writing the block out when it is full.
  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Writes out what is buffered.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
