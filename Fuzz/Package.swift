// swift-tools-version: 6.0
// The libFuzzer targets for Copydeck's .strings, .stringsdict and .xcstrings parsers and writers, its XLIFF reader, its project-file reader and its source lexer. Build and run it with `make fuzz` (see BENCHMARKS.md).
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the root package is found under whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "CopydeckFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    // libFuzzer's driver, called by each target's entry point.
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "fuzz-strings-parser",
      dependencies: ["FuzzDriver", .product(name: "Copydeck", package: root), .product(name: "CopydeckFiles", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The String Catalog reader, writer, editor and conversion to tables: `make fuzz-xcstrings`.
    .executableTarget(
      name: "fuzz-xcstrings-parser",
      dependencies: ["FuzzDriver", .product(name: "Copydeck", package: root), .product(name: "CopydeckFiles", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The `.stringsdict` reader (the property-list reader over the package's one XML reader): `make fuzz-stringsdict`.
    .executableTarget(
      name: "fuzz-stringsdict-parser",
      dependencies: ["FuzzDriver", .product(name: "Copydeck", package: root), .product(name: "CopydeckFiles", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The XLIFF reader and `copydeck import`'s checks, without writing: `make fuzz-xliff`.
    .executableTarget(
      name: "fuzz-xliff-reader",
      dependencies: [
        "FuzzDriver", .product(name: "Copydeck", package: root), .product(name: "CopydeckFiles", package: root),
        .product(name: "CopydeckAdoption", package: root),
      ],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The project-file reader (Xcode's old-style property lists) and the project model: `make fuzz-pbxproj`.
    .executableTarget(
      name: "fuzz-pbxproj-parser",
      dependencies: ["FuzzDriver", .product(name: "Copydeck", package: root), .product(name: "CopydeckFiles", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The review file reader and writer (`<Table>.copydeck-review`): `make fuzz-review`.
    .executableTarget(
      name: "fuzz-review-file",
      dependencies: ["FuzzDriver", .product(name: "Copydeck", package: root), .product(name: "CopydeckFiles", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The Swift and Objective-C lexer and the lookup finder: `make fuzz-source`.
    .executableTarget(
      name: "fuzz-source-lexer",
      dependencies: ["FuzzDriver", .product(name: "CopydeckSource", package: root)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
  ]
)
