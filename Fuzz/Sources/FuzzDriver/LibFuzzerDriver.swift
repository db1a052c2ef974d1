/// libFuzzer's driver, which parses the command line (`-runs=`, corpus folders, …) and calls the callback.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// Hands a fuzz target's program arguments to libFuzzer's driver, which calls `target` with each input.
///
/// SwiftPM links an executable's `main` under another name, which would hide libFuzzer's own `main`, so each target's
/// entry point calls this instead.
public func runLibFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ target: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32 {
  var count = argc
  var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
  return runFuzzerDriver(&count, &arguments, target)
}
