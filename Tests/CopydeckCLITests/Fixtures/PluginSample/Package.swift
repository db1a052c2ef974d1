// swift-tools-version: 6.1
// A small app package that uses Copydeck's build-tool plugin; built by PluginSampleTests.
// COPYDECK_PACKAGE is the Copydeck checkout (a path whose last component is "Copydeck").
import Foundation
import PackageDescription

let copydeck = Context.environment["COPYDECK_PACKAGE"] ?? "../Copydeck"

let package = Package(
  name: "PluginSample",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v15)],
  dependencies: [.package(path: copydeck, traits: [])],
  targets: [
    // Calls accessors of entries its catalog has: builds, and prints what they resolve to.
    .executableTarget(
      name: "SampleApp", dependencies: [.product(name: "Copydeck", package: "Copydeck")], exclude: ["Localizations"],
      plugins: [.plugin(name: "CopydeckAccessors", package: "Copydeck")]),
    // Calls Copy.Shop.closed, whose entry its catalog no longer has: must not build.
    .executableTarget(
      name: "StaleApp", dependencies: [.product(name: "Copydeck", package: "Copydeck")], exclude: ["Localizations"],
      plugins: [.plugin(name: "CopydeckAccessors", package: "Copydeck")]),
    // Ships Localizations/ as its resources: catalog.json and the .lproj folders are in Bundle.module.
    .executableTarget(
      name: "BundledApp", dependencies: [.product(name: "Copydeck", package: "Copydeck")], resources: [.process("Localizations")],
      plugins: [.plugin(name: "CopydeckAccessors", package: "Copydeck")]),
  ]
)
