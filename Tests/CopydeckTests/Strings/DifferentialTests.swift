import Foundation
import Testing

/// Copydeck against Apple's parser (CoreFoundation, as it runs here) on thousands of generated inputs.
@Suite struct DifferentialTests {
  /// Each seed generates 500 inputs; the seeds are fixed so every run checks the same 8,000 files.
  @Test(arguments: Array(1...16) as [UInt64])
  func generatedInputsAgreeWithApple(seed: UInt64) throws {
    var generator = StringsInputGenerator(seed: seed)
    var disagreements: [String] = []
    for index in 0..<500 {
      let data = generator.next()
      if !copydeckAgreesWithApple(data) {
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-disagreement-\(seed)-\(index).strings")
        try data.write(to: saved)
        disagreements.append(saved.path)
      }
    }
    #expect(
      disagreements.isEmpty,
      "Copydeck and Apple disagree on \(disagreements.count) inputs; copy them into Fixtures/Strings/Regressions: \(disagreements.prefix(10))"
    )
  }

  /// Every input that ever disagreed stays agreed on.
  @Test func regressionFixturesAgreeWithApple() throws {
    let folder = fixturesFolder.appendingPathComponent("Regressions")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter {
      $0.pathExtension == "strings"
    }
    #expect(!files.isEmpty)
    for file in files {
      #expect(copydeckAgreesWithApple(try Data(contentsOf: file)), "\(file.lastPathComponent)")
    }
  }

  /// The generator makes the mix it claims: rejected and accepted inputs, and silent stops.
  @Test func generatedInputsCoverAcceptedAndRejectedFiles() {
    var generator = StringsInputGenerator(seed: 1)
    var accepted = 0, rejected = 0
    for _ in 0..<500 {
      if AppleOracle.table(generator.next()) == nil { rejected += 1 } else { accepted += 1 }
    }
    #expect(accepted > 100)
    #expect(rejected > 100)
  }
}

/// Tests/CopydeckTests/Fixtures/Strings.
let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures/Strings")
