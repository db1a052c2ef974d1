import Copydeck
import CopydeckFiles
import Foundation

/// `copydeck resolve ID` / `copydeck resolve --code CODE`: prints the copy an app would show, as JSON.
enum ResolveCommand: Command {
  static let name = "resolve"
  static let summary = "Print the copy an entry or server code resolves to, with its fallback trail"
  static let help = """
    USAGE: copydeck resolve ID [--locale LOCALE] [--arg VALUE]... [--localizations DIR]
           copydeck resolve --code CODE [--locale LOCALE] [--arg VALUE]... [--localizations DIR]

    Loads the catalog in DIR (catalog.json and the <language>.lproj tables, read as the device reads them: text,
    XML or binary property lists, so DIR may be an app's built resources) and resolves entry ID, or the entry that
    server code CODE maps to, exactly as the Copydeck library does in an app: the locale's chain (ko-KR → ko), then
    the development language, using the first language in which the whole entry is valid; then the common failure;
    then a built-in sentence. Prints one JSON object:

      {"id", "requested", "fallback", "kind", "category", "language", "title", "message",
       "buttons": [{"id", "label", "role", "preferred"}], "retryable", "severity", "locale",
       "trail": [{"entry", "language", "outcome", "reason"}]}

    OPTIONS:
      --locale LOCALE        the locale to resolve for, e.g. ko-KR, ko_KR, zh-Hant-TW (default: the catalog's
                             development language)
      --arg VALUE            a format argument, in position order; repeat for each one. Numbers given for %d or
                             %.1f are formatted with the language's separators
      --code CODE            resolve the entry a server code maps to (instead of ID); unknown codes give the
                             common failure
      --localizations DIR    the localizations folder (default: ./Localizations)

    EXIT STATUS:
      0  the requested entry resolved
      1  it fell back to the common failure or the built-in sentence (the JSON says why), or catalog.json is invalid
      2  usage error, or the folder or its catalog.json cannot be read
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let code = try arguments.option("code")
    let locale = try arguments.option("locale")
    let values = try arguments.options("arg")
    let folder = try arguments.option("localizations") ?? "Localizations"
    let id = arguments.nextPositional()
    try arguments.finish()
    guard (id == nil) != (code == nil) else {
      throw UsageError(id == nil ? "give an entry ID or --code CODE" : "give either an entry ID or --code, not both")
    }
    let catalog: Catalog
    do {
      catalog = try Catalog.load(from: URL(fileURLWithPath: folder, isDirectory: true))
    } catch {
      Output.error(error.description)
      switch error {
      case .folder, .manifest(.unreadable): return .cannotRun
      case .manifest(.invalid): return .failure
      }
    }
    let copyArguments = values.map(CopyArgument.text)
    let resolvedLocale = locale ?? catalog.developmentLanguage
    let copy =
      if let code { catalog.resolve(code: code, locale: resolvedLocale, arguments: copyArguments) } else {
        catalog.resolve(id: id ?? "", locale: resolvedLocale, arguments: copyArguments)
      }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    Output.print(String(decoding: try encoder.encode(copy), as: UTF8.self))
    return copy.isFallback ? .failure : .success
  }
}
