import Copydeck
import CopydeckFiles
import Foundation

/// The JSON API: the resolved copy of entries, each object in the shape `copydeck resolve` prints.
///
/// - `GET /api/entries?lang=ko`: an array with every entry of the catalog resolved for `ko`;
/// - `GET /api/entries/ID?lang=ko`: one entry resolved for `ko`, or 404 when the catalog has no entry `ID`.
///
/// `lang` is any locale (`ko`, `ko-KR`) and defaults to the development language; the resolver's fallbacks apply,
/// and the `language` and `trail` fields say where the copy came from. Format arguments take the manifest's sample
/// values for the language, or `arg.NAME=value` from the query.
enum EntriesAPI {
  /// `GET /api/entries`.
  static func list(_ snapshot: PreviewSnapshot, query: [String: String]) -> HTTPResponse {
    guard let catalog = snapshot.catalog else { return noCatalog(snapshot) }
    let language = query["lang"] ?? catalog.developmentLanguage
    return json(200, catalog.entries.map { resolve($0, in: catalog, language: language, query: query) })
  }

  /// `GET /api/entries/ID`.
  static func entry(id: String, _ snapshot: PreviewSnapshot, query: [String: String]) -> HTTPResponse {
    guard let catalog = snapshot.catalog else { return noCatalog(snapshot) }
    guard let entry = catalog.entry(id: id) else {
      return json(
        404,
        [
          "error": "The catalog has no entry '\(id)'; GET /api/entries lists every entry.",
          "errorKo": "카탈로그에 '\(id)' 항목이 없어요. 모든 항목은 GET /api/entries에서 볼 수 있어요.",
        ])
    }
    return json(200, resolve(entry, in: catalog, language: query["lang"] ?? catalog.developmentLanguage, query: query))
  }

  private static func resolve(_ entry: EntryDefinition, in catalog: Catalog, language: String, query: [String: String]) -> ResolvedCopy {
    let arguments = entry.arguments.map { argument -> CopyArgument in
      .text(query["arg.\(argument.name)"] ?? argument.samples[language] ?? argument.samples[catalog.developmentLanguage] ?? argument.name)
    }
    return catalog.resolve(id: entry.id, locale: language, arguments: arguments)
  }

  /// 503 while no catalog has loaded: the body lists why.
  private static func noCatalog(_ snapshot: PreviewSnapshot) -> HTTPResponse {
    json(
      503,
      [
        "error": "No catalog is loaded yet; fix these files and the preview reloads by itself.",
        "errorKo": "아직 불러온 카탈로그가 없어요. 아래 파일을 고치면 미리보기가 스스로 다시 불러와요.",
        "loadErrors": snapshot.loadErrors.map(\.description).joined(separator: "\n"),
      ])
  }

  private static func json(_ status: Int, _ value: some Encodable) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let bytes = (try? encoder.encode(value)).map(Array.init) ?? Array("{}".utf8)
    return HTTPResponse(status: status, contentType: "application/json", bytes: bytes, headers: [("Cache-Control", "no-store")])
  }
}
