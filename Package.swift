// swift-tools-version: 6.0
// Copydeck: Korean and English copy for every error and alert of an iOS app,
// resolved at runtime, checked in CI, previewed in a browser.
import PackageDescription

let package = Package(
  name: "Copydeck",
  products: [
    .library(name: "Copydeck", targets: ["Copydeck"]),
    .library(name: "CopydeckChecks", targets: ["CopydeckChecks"]),
    .executable(name: "copydeck", targets: ["copydeck"]),
  ],
  targets: [
    // Core: Foundation only. What app code imports.
    .target(name: "Copydeck"),

    // The checker behind `copydeck check`.
    .target(name: "CopydeckChecks", dependencies: ["Copydeck"]),

    // The preview server, on the system's libmicrohttpd.
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    .target(name: "CopydeckPreview", dependencies: ["Copydeck", "CopydeckChecks", "CMicroHTTPD"]),

    // The commands' logic: argument parsing and one file per command, testable in process.
    // Adopting Copydeck in an existing app: drafting a manifest from its tables (`copydeck init`), XLIFF in and out.
    .target(name: "CopydeckAdoption", dependencies: ["Copydeck"]),

    .target(name: "CopydeckCLI", dependencies: ["Copydeck", "CopydeckChecks", "CopydeckPreview", "CopydeckAdoption"]),

    // The command-line tool: a few lines that call CopydeckCLI.
    .executableTarget(name: "copydeck", dependencies: ["CopydeckCLI"]),

    // Benchmarks: built on demand (`make bench`), never run as tests.
    .executableTarget(
      name: "copydeck-benchmarks",
      dependencies: ["Copydeck", "CopydeckChecks"],
      path: "Benchmarks/Sources/copydeck-benchmarks"
    ),

    // Tests: one target per module; fixtures and golden files beside them.
    .testTarget(name: "CopydeckTests", dependencies: ["Copydeck"], exclude: ["Fixtures"]),
    .testTarget(name: "CopydeckChecksTests", dependencies: ["CopydeckChecks"], exclude: ["Fixtures"]),
    .testTarget(name: "CopydeckPreviewTests", dependencies: ["CopydeckPreview"], exclude: ["Fixtures", "__Goldens__"]),
    .testTarget(name: "CopydeckCLITests", dependencies: ["Copydeck", "CopydeckCLI"], exclude: ["Fixtures"]),
    .testTarget(
      name: "CopydeckAdoptionTests", dependencies: ["CopydeckAdoption", "CopydeckPreview"], exclude: ["Fixtures", "__Goldens__"]),
  ]
)
