import Copydeck
import CopydeckTestSupport
import Foundation
import Testing

/// What a device reads: a localizations folder turned by `scripts/xcode-bundle` into the bundle Xcode's build makes
/// (binary or UTF-16 tables, String Catalogs compiled into `.strings` + `.stringsdict`, the flat iOS layout or macOS's
/// `Contents/Resources`) resolves exactly as the folder itself, for every entry, language, sample and plural form.
///
/// On Linux, `Bundle(url:)` opens both layouts: `resourceURL` is the bundle's root for the flat one and
/// `Contents/Resources` for the macOS one. Only the public API is used.
@Suite struct BuiltBundleTests {
  /// A localizations folder with a manifest.
  enum Source: String, CaseIterable, CustomTestStringConvertible {
    /// The shipped `Localizations/`: `.strings` and an English `.stringsdict`.
    case shipped
    /// `Fixtures/BuiltBundle/`: one String Catalog with plural, device and substitution variations.
    case stringCatalog

    var folder: URL {
      switch self {
      case .shipped: XcodeBundle.repository.appendingPathComponent("Localizations")
      case .stringCatalog:
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/BuiltBundle")
      }
    }

    var testDescription: String { rawValue }
  }

  /// A build of `scripts/xcode-bundle`.
  enum Build: String, CaseIterable, CustomTestStringConvertible {
    /// What iOS builds write: binary property lists at the bundle's root.
    case binaryFlat
    /// A project that sets `STRINGS_FILE_OUTPUT_ENCODING = UTF-16`.
    case utf16Flat
    /// A macOS app: binary tables under `Contents/Resources`.
    case macOS

    var options: [String] {
      switch self {
      case .binaryFlat: ["--encoding", "binary", "--layout", "flat"]
      case .utf16Flat: ["--encoding", "UTF-16", "--layout", "flat"]
      case .macOS: ["--encoding", "binary", "--layout", "macos"]
      }
    }

    var testDescription: String { rawValue }
  }

  /// What a person sees of a resolution, compared between the folder and the bundle.
  struct Shown: Equatable, CustomStringConvertible {
    var title: String?
    var message: String?
    var buttons: [ButtonCopy]
    var language: String
    var isFallback: Bool

    init(_ copy: ResolvedCopy) {
      title = copy.title
      message = copy.message
      buttons = copy.buttons
      language = copy.language
      isFallback = copy.isFallback
    }

    var description: String {
      let labels = buttons.map { "\($0.id)=\($0.label)" }.joined(separator: ", ")
      return "[\(language)\(isFallback ? ", fallback" : "")] \(title ?? "-") / \(message ?? "-") / \(labels)"
    }
  }

  @Test(arguments: Source.allCases, Build.allCases)
  func aBuiltBundleResolvesAsItsSourceFolder(_ source: Source, _ build: Build) throws {
    let output = try XcodeBundle.build(source.folder, options: build.options)
    defer { try? FileManager.default.removeItem(at: output) }
    let bundle = try #require(Bundle(url: output), "Bundle(url:) does not open \(output.path)")
    let built = try Catalog.load(bundle: bundle)
    let folder = try Catalog.load(from: source.folder)
    let manifest = try SampleManifest.read(source.folder)

    var compared = 0
    var mismatches: [String] = []
    var fallbacksInTheFolder: [String] = []
    for request in manifest.requests() {
      let expected = request.resolve(in: folder)
      let actual = request.resolve(in: built)
      compared += 1
      if manifest.languages.contains(request.locale), expected.isFallback {
        fallbacksInTheFolder.append("\(request): \(Shown(expected)), trail: \(expected.trail)")
      }
      if Shown(expected) != Shown(actual) {
        mismatches.append(
          "\(request)\n    folder: \(Shown(expected))\n    bundle: \(Shown(actual))\n    bundle's trail: \(actual.trail)")
      }
    }
    #expect(compared > manifest.entries.count * manifest.languages.count)
    if !fallbacksInTheFolder.isEmpty {
      Issue.record(
        "the source folder itself falls back, so the comparison would prove nothing:\n\(fallbacksInTheFolder.prefix(3).joined(separator: "\n"))"
      )
    }
    if !mismatches.isEmpty {
      Issue.record(
        "\(mismatches.count) of \(compared) resolutions differ between \(source.rawValue) and its \(build.rawValue) bundle; the first:\n\(mismatches.prefix(3).joined(separator: "\n"))"
      )
    }
  }

  /// An app's bundle holds much besides tables (Info.plist, the executable, Assets.car, Base.lproj with compiled
  /// storyboards, _CodeSignature, frameworks): the catalog skips them without a word. Built as UTF-8 text so only
  /// the layout is under test.
  @Test func theAppsOtherFilesAreSkippedSilently() throws {
    let source = Source.stringCatalog.folder
    let output = try XcodeBundle.build(source, options: ["--encoding", "UTF-8", "--layout", "flat"])
    defer { try? FileManager.default.removeItem(at: output) }
    let unrelated = [
      "Info.plist", "CopydeckHost", "Assets.car", "Base.lproj/Main.storyboardc/Info.plist", "_CodeSignature/CodeResources",
    ]
    for path in unrelated {
      #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path), "the script wrote \(path)")
    }
    let added = [
      "Base.lproj/LaunchScreen.storyboardc/Info.plist", "Frameworks/Helper.framework/Info.plist",
      "PlugIns/Widget.appex/Info.plist", "embedded.mobileprovision", "en.lproj/Main.storyboardc/Info.plist",
    ]
    for path in added {
      let file = output.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: output.appendingPathComponent("Info.plist"), to: file)
    }

    let bundle = try #require(Bundle(url: output))
    let built = try Catalog.load(bundle: bundle)
    let folder = try Catalog.load(from: source)
    let manifest = try SampleManifest.read(source)
    let names = [
      "Info.plist", "CopydeckHost", "Assets.car", "storyboardc", "_CodeSignature", "Base", "Frameworks", "PlugIns",
      "mobileprovision",
    ]
    var problems: [String] = []
    for request in manifest.requests() where manifest.languages.contains(request.locale) {
      let copy = request.resolve(in: built)
      let expected = request.resolve(in: folder)
      let noisy = copy.trail.filter { step in names.contains { step.description.contains($0) } }
      if Shown(copy) != Shown(expected) || copy.isFallback || !noisy.isEmpty {
        problems.append("\(request)\n    folder: \(Shown(expected))\n    bundle: \(Shown(copy))\n    bundle's trail: \(copy.trail)")
      }
    }
    if !problems.isEmpty {
      Issue.record(
        "\(problems.count) resolutions differ from the folder's, fall back or mention the app's other files; the first:\n\(problems.prefix(3).joined(separator: "\n"))"
      )
    }
  }
}

/// The parts of a `catalog.json` the comparison needs (ids, codes, languages, arguments with samples), read here so
/// the test does not depend on how the runtime models its manifest.
struct SampleManifest: Decodable {
  struct Argument: Decodable {
    var format: String
    var samples: [String: String]
  }

  struct Entry: Decodable {
    var id: String
    var codes: [String]?
    var arguments: [Argument]?
  }

  var developmentLanguage: String
  var languages: [String]
  var entries: [Entry]

  static func read(_ folder: URL) throws -> SampleManifest {
    try JSONDecoder().decode(SampleManifest.self, from: Data(contentsOf: folder.appendingPathComponent("catalog.json")))
  }

  /// Counts that reach every integer plural category of every CLDR language, e.g. Arabic (0 zero, 1 one, 2 two, 3 few,
  /// 11 many, 100 other), Welsh (6 many), Irish (7 many), Russian (21 one, 22 few, 5 many), Scottish Gaelic (12 two),
  /// French and Spanish (1,000,000 many).
  static let counts = [0, 1, 2, 3, 5, 6, 7, 11, 12, 21, 22, 100, 1_000_000]

  /// One request per entry (by id, and by each server code) × locale (each language, a regional form of it, and a
  /// language the catalog lacks) × arguments (the samples, then each whole-number argument at every count).
  func requests() -> [Request] {
    let locales = languages + languages.map { "\($0)-KR" } + ["ja"]
    return entries.flatMap { entry in
      let asked = [Request.Asked.id(entry.id)] + (entry.codes ?? []).map { .code($0) }
      return asked.flatMap { asked in
        locales.flatMap { locale in
          argumentLists(entry.arguments ?? [], language: String(locale.prefix(2))).map {
            Request(asked: asked, locale: locale, arguments: $0)
          }
        }
      }
    }
  }

  private func argumentLists(_ arguments: [Argument], language: String) -> [[CopyArgument]] {
    let samples = arguments.map { argument in
      Self.argument(argument.format, argument.samples[language] ?? argument.samples[developmentLanguage] ?? "1")
    }
    var lists = [samples]
    for (position, argument) in arguments.enumerated() where Self.isWholeNumber(argument.format) {
      for count in Self.counts {
        var list = samples
        list[position] = .integer(count)
        lists.append(list)
      }
    }
    return lists
  }

  private static func isWholeNumber(_ format: String) -> Bool { "diuxXoc".contains(format.last ?? "@") }

  private static func argument(_ format: String, _ sample: String) -> CopyArgument {
    if isWholeNumber(format), let value = Int(sample) { return .integer(value) }
    if "fFeEgGaA".contains(format.last ?? "@"), let value = Double(sample) { return .number(value) }
    return .text(sample)
  }

  struct Request: CustomStringConvertible {
    enum Asked {
      case id(String)
      case code(String)
    }

    var asked: Asked
    var locale: String
    var arguments: [CopyArgument]

    func resolve(in catalog: Catalog) -> ResolvedCopy {
      switch asked {
      case .id(let id): catalog.resolve(id: id, locale: locale, arguments: arguments)
      case .code(let code): catalog.resolve(code: code, locale: locale, arguments: arguments)
      }
    }

    var description: String {
      let what =
        switch asked {
        case .id(let id): id
        case .code(let code): "code \(code)"
        }
      return "\(what) in \(locale) with [\(arguments.map(\.description).joined(separator: ", "))]"
    }
  }
}
