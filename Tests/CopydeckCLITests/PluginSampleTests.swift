import Foundation
import Testing

/// The CopydeckAccessors build-tool plugin in a real package build: `Fixtures/PluginSample`, an app package that
/// depends on this checkout, is built with `swift build` and its generated accessors are called.
@Suite(.serialized) struct PluginSampleTests {
  /// A copy of the sample package beside a copy of this checkout's package (`Copydeck/`: its manifest, sources,
  /// plugin and test folders, no build products), so the nested build never writes next to the running tests.
  static let sample: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-plugin-sample-\(UUID().uuidString)")
    let copydeck = folder.appendingPathComponent("Copydeck")
    try! FileManager.default.createDirectory(at: copydeck, withIntermediateDirectories: true)
    for part in ["Package.swift", "Sources", "Plugins", "Tests", "Benchmarks"] {
      try! FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(part), to: copydeck.appendingPathComponent(part))
    }
    let package = folder.appendingPathComponent("PluginSample")
    try! FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Tests/CopydeckCLITests/Fixtures/PluginSample"), to: package)
    return package
  }()

  /// Runs `swift build --product PRODUCT` in the sample and returns its status and everything it printed.
  private func build(_ product: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", Self.sample.path, "--product", product]
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["COPYDECK_PACKAGE": Self.sample.deletingLastPathComponent().appendingPathComponent("Copydeck").path]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Builds `product`, runs it, expects it to exit 0 and returns what it printed.
  private func buildAndRun(_ product: String) throws -> String {
    let built = try build(product)
    try #require(built.status == 0, "swift build failed:\n\(built.output)")
    let run = Process()
    run.executableURL = Self.sample.appendingPathComponent(".build/debug/\(product)")
    let output = Pipe()
    run.standardOutput = output
    try run.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    run.waitUntilExit()
    #expect(run.terminationStatus == 0, "\(product) exited with \(run.terminationStatus)")
    return text
  }

  @Test func anAppCallsItsGeneratedAccessors() throws {
    let text = try buildAndRun("SampleApp")
    #expect(
      text == """
        shop.soldOut [ko] 사과가 품절됐어요 / 사과 마지막 3개가 방금 팔렸어요. 장바구니에서 빼고 주문해 주세요.
        shop.closed [en] The Shop Is Closed
        shop.closed [ko] 오늘은 영업이 끝났어요

        """)
  }

  /// A target whose `Localizations/` are its resources loads its catalog from `Bundle.module` with
  /// `Catalog.load(bundle:)`.
  @Test func aTargetShippingItsLocalizationsLoadsFromItsBundle() throws {
    let text = try buildAndRun("BundledApp")
    #expect(text == "shop.closed [ko] 오늘은 영업이 끝났어요\n")
  }

  @Test func removingAnEntryBreaksTheBuildWhereItsAccessorIsUsed() throws {
    let built = try build("StaleApp")
    #expect(built.status != 0, "StaleApp calls Copy.Shop.closed, whose entry its catalog.json does not have")
    #expect(built.output.contains("StaleApp/main.swift:5:"), "the error points at the call:\n\(built.output)")
    #expect(built.output.contains("type 'Copy.Shop' has no member 'closed'"), "\(built.output)")
  }
}
