import Foundation
import PackagePlugin

/// Generates `Copy.swift`, typed accessors for every entry, from the target's `Localizations/catalog.json` on every
/// build, so an entry removed from the catalog or an argument renamed breaks the build where the accessor is used.
@main
struct CopydeckAccessors: BuildToolPlugin {
  /// One build command for a source target that has a `Localizations` folder with a `catalog.json`.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let localizations = target.directoryURL.appending(path: "Localizations")
    let manifest = localizations.appending(path: "catalog.json")
    guard FileManager.default.fileExists(atPath: manifest.path(percentEncoded: false)) else {
      Diagnostics.warning(
        "Copydeck: target '\(target.name)' uses the CopydeckAccessors plugin but has no Localizations/catalog.json; "
          + "no accessors are generated — add the folder, or remove the plugin from the target")
      return []
    }
    let tool = try context.tool(named: "copydeck-generate").url
    let output = context.pluginWorkDirectoryURL.appending(path: "Copy.swift")
    return [
      .buildCommand(
        displayName: "Copydeck: generating accessors from \(target.name)/Localizations/catalog.json",
        executable: tool,
        arguments: ["--localizations", localizations.path(percentEncoded: false), "--output", output.path(percentEncoded: false)],
        inputFiles: [manifest],
        outputFiles: [output])
    ]
  }
}
