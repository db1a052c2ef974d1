// swift-tools-version: 6.1
// Copydeck: Korean and English copy for every error and alert of an iOS app,
// resolved at runtime, checked in CI, previewed in a browser.
import PackageDescription

let package = Package(
  name: "Copydeck",
  // The core (what an app links) needs iOS 16 / macOS 13-era Foundation only (so the package's one lock is NSLock,
  // not Mutex); macOS is 15 for the tools, and one package has one set of platforms.
  platforms: [.iOS(.v16), .macOS(.v15), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Copydeck", targets: ["Copydeck"]),
    // The tools' files module (parsers with positions, editors); a product so the fuzz package (Fuzz/) can reach it.
    .library(name: "CopydeckFiles", targets: ["CopydeckFiles"]),
    .library(name: "CopydeckChecks", targets: ["CopydeckChecks"]),
    // The Swift and Objective-C source scanner; a product so the fuzz package (Fuzz/) can reach the lexer.
    .library(name: "CopydeckSource", targets: ["CopydeckSource"]),
    .library(name: "CopydeckUI", targets: ["CopydeckUI"]),
    // XLIFF in and out and `copydeck init`'s drafting; a product so the fuzz package (Fuzz/) can reach the reader.
    .library(name: "CopydeckAdoption", targets: ["CopydeckAdoption"]),
    .executable(name: "copydeck", targets: ["copydeck"]),
    .plugin(name: "CopydeckAccessors", targets: ["CopydeckAccessors"]),
  ],
  // `Preview` (on by default) links `copydeck serve` and libmicrohttpd into the tool. For an Xcode build phase,
  // build without it: `swift build -c release --product copydeck --disable-default-traits`.
  traits: [
    .trait(name: "Preview", description: "copydeck serve: the browser preview, on the system's libmicrohttpd"),
    .default(enabledTraits: ["Preview"]),
  ],
  targets: [
    // Core: Foundation only. What app code imports.
    .target(name: "Copydeck"),

    // Everything the tools need and apps never link: located parsers and diagnostics, byte-preserving editors, the
    // atomic writer, converters, folder scanning.
    .target(name: "CopydeckFiles", dependencies: ["Copydeck"]),

    // The lexer and lookup finder of Swift and Objective-C sources: the keys an app's code asks for.
    .target(name: "CopydeckSource", dependencies: ["Copydeck", "CopydeckFiles"]),

    // The checker behind `copydeck check`.
    .target(name: "CopydeckChecks", dependencies: ["Copydeck", "CopydeckFiles", "CopydeckSource"]),

    // The preview server, on the system's libmicrohttpd: its header at build time, the library itself opened with
    // dlopen when `copydeck serve` starts (not linked, so no other command pays for loading it; see shim.h).
    .systemLibrary(
      name: "CMicroHTTPD",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    .target(name: "CopydeckPreview", dependencies: ["Copydeck", "CopydeckFiles", "CopydeckChecks", "CopydeckSource", "CMicroHTTPD"]),

    // The commands' logic: argument parsing and one file per command, testable in process.
    // Adopting Copydeck in an existing app: drafting a manifest from its tables (`copydeck init`), XLIFF in and out.
    .target(name: "CopydeckAdoption", dependencies: ["Copydeck", "CopydeckFiles", "CopydeckSource"]),

    // Typed Swift accessors for a catalog (`copydeck generate swift`, and the build-tool plugin's tool).
    .target(name: "CopydeckGenerator", dependencies: ["Copydeck", "CopydeckFiles"]),
    .executableTarget(name: "copydeck-generate", dependencies: ["Copydeck", "CopydeckFiles", "CopydeckGenerator"]),
    .plugin(
      name: "CopydeckAccessors", capability: .buildTool(), dependencies: ["copydeck-generate"], path: "Plugins/CopydeckAccessors"),

    // UIKit and SwiftUI presentation of resolved copy; the plan (order, styles, preferred action) is platform-neutral.
    .target(name: "CopydeckUI", dependencies: ["Copydeck"]),

    .target(
      name: "CopydeckCLI",
      dependencies: [
        "Copydeck", "CopydeckFiles", "CopydeckChecks", "CopydeckAdoption", "CopydeckGenerator",
        .target(name: "CopydeckPreview", condition: .when(traits: ["Preview"])),
      ]),

    // The command-line tool: a few lines that call CopydeckCLI.
    .executableTarget(name: "copydeck", dependencies: ["CopydeckCLI"]),

    // Benchmarks: built on demand (`make bench`), never run as tests.
    .executableTarget(
      name: "copydeck-benchmarks",
      dependencies: ["Copydeck", "CopydeckFiles", "CopydeckChecks", "CopydeckPreview", "CopydeckSource"],
      path: "Benchmarks/Sources/copydeck-benchmarks"
    ),
    // The app-launch benchmark (`make bench-launch`): the runtime alone, each side in a fresh process.
    .executableTarget(name: "copydeck-launch", dependencies: ["Copydeck"], path: "Benchmarks/Sources/copydeck-launch"),
    // Foundation's side of `make bench-check`: PropertyListSerialization reading every table of a repository.
    .executableTarget(name: "foundation-read-tables", path: "Benchmarks/Sources/foundation-read-tables"),

    // Tests: one target per module; fixtures and golden files beside them.
    // What several test modules share: the raw HTTP client over a real socket and its platform calls, golden files,
    // scripts/xcode-bundle.
    .target(name: "CopydeckTestSupport", path: "Tests/CopydeckTestSupport"),
    .testTarget(name: "CopydeckTests", dependencies: ["Copydeck", "CopydeckFiles", "CopydeckTestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "CopydeckChecksTests", dependencies: ["CopydeckChecks", "CopydeckFiles", "CopydeckTestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "CopydeckPreviewTests", dependencies: ["CopydeckPreview", "CopydeckFiles", "CopydeckTestSupport"],
      exclude: ["Fixtures", "__Goldens__"]),
    .testTarget(
      name: "CopydeckCLITests", dependencies: ["Copydeck", "CopydeckFiles", "CopydeckCLI", "CopydeckTestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "CopydeckGeneratorTests", dependencies: ["CopydeckGenerator", "CopydeckFiles", "CopydeckTestSupport"],
      exclude: ["Fixtures", "__Goldens__"]),
    .testTarget(name: "CopydeckUITests", dependencies: ["CopydeckUI"]),
    .testTarget(name: "CopydeckSourceTests", dependencies: ["CopydeckSource"]),
    .testTarget(
      name: "CopydeckAdoptionTests", dependencies: ["CopydeckAdoption", "CopydeckFiles", "CopydeckPreview", "CopydeckTestSupport"],
      exclude: ["Fixtures", "__Goldens__"]),
  ]
)
