import Copydeck
import CopydeckChecks
import CopydeckFiles
import Foundation

/// The two routes of editing in the preview, both `POST` with a JSON ``EditRequest``:
///
/// - `/api/edit/check`: the findings of `copydeck check` on the entry with the unsaved values, and the findings
///   section of the entry page drawn with them (`{"findings": […], "html": "…"}`); it runs the whole check of an
///   entry, so it takes the same gate as a save (the secret, this site only);
/// - `/api/edit/save`: writes the values into their tables (``TableSaver``) and reloads the copy; a permission
///   prompt's purpose strings go to each language's `InfoPlist` table the same way. It answers `200`
///   `{"outcome": "saved", "saved": […], "generation": N}`; `409` `conflict` with each value's text on disk
///   (`theirs`) and its version; `422` `confirm` with the error-level findings the save would add (send it again
///   with `"confirm": true`); `400` for a malformed body, `403` without the secret or from another site, `413` for a
///   value with more than ``EditRequest/maximumPercentSigns`` `%` (or a body over 64 KB), `500` when a table cannot
///   be written — and then nothing was written: every table of a save is written or none, and `written` lists the
///   files that were written anyway when putting them back failed too (almost always `[]`). A table another program
///   keeps changing during the save answers `409` with every value's text on disk.
/// - `/api/edit/confirm`: "still right" for outdated translations (the body as a save's, each value the translation's
///   text the page showed, at its version): their review lines, or a String Catalog's `needs_review`, are confirmed
///   against today's development text (``TableSaver/confirm(_:in:developmentLanguage:)``); it answers as a save does,
///   `200` `{"outcome": "confirmed", "generation": N}`, `400` for a development-language value.
struct EditAPI: Sendable {
  let store: SnapshotStore
  /// Reloads the copy after a save (the watcher then sees nothing new: one reload per save).
  let reloader: Reloader
  /// `nil` when editing is off.
  let secret: EditSecret?

  /// The answer to a `POST` to one of the editing routes; `nil` for any other path.
  func respond(to request: HTTPRequest) -> HTTPResponse? {
    switch request.path {
    case "/api/edit/check": return check(request)
    case "/api/edit/save": return save(request)
    case "/api/edit/confirm": return confirm(request)
    default: return nil
    }
  }

  /// The answer to `POST /api/edit/check`.
  func check(_ request: HTTPRequest) -> HTTPResponse {
    if let refusal = refusal(of: request) { return refusal }
    guard let catalog = store.current.catalog else { return Self.noCatalog }
    let edit: EditRequest
    do { edit = try EditRequest(body: request.body, catalog: catalog, needsVersions: false) } catch { return Self.invalid(error) }
    let findings =
      edit.entry.flatMap { checker.findings(ofEntry: $0.id, manifest: catalog.manifest, folder: catalog.folder, values: edit.values) } ?? []
    return Self.json(
      200,
      [
        "findings": findings.map(Self.object), "errors": findings.filter { $0.severity == .error }.count,
        "html": EntryPage.findings(findings.map(FindingBadge.init)).description,
      ])
  }

  /// The answer to `POST /api/edit/save`.
  func save(_ request: HTTPRequest) -> HTTPResponse {
    if let refusal = refusal(of: request) { return refusal }
    guard let catalog = store.current.catalog else { return Self.noCatalog }
    let edit: EditRequest
    do {
      edit = try EditRequest(body: request.body, catalog: catalog, permissions: store.current.permissions, needsVersions: true)
    } catch {
      return Self.invalid(error)
    }
    if !edit.confirm {
      let added = addedErrors(edit, catalog: catalog)
      if !added.isEmpty {
        return Self.json(
          422,
          [
            "outcome": "confirm", "findings": added.map(Self.object),
            "message": "This save adds \(added.count) error-level finding(s); save again to confirm.",
            "messageKo": "저장하면 오류 수준의 문제가 \(added.count)개 생겨요. 그래도 저장하려면 한 번 더 눌러 주세요.",
          ])
      }
    }
    return respond {
      try TableSaver.save(edit.changes, in: catalog.folder, developmentLanguage: catalog.manifest.developmentLanguage)
    } saved: { saved in
      [
        "outcome": "saved", "generation": store.current.generation,
        "saved": saved.map { ["lang": $0.language, "table": $0.table, "key": $0.key, "value": $0.value, "version": $0.version ?? ""] },
      ]
    }
  }

  /// The answer to `POST /api/edit/confirm`.
  func confirm(_ request: HTTPRequest) -> HTTPResponse {
    if let refusal = refusal(of: request) { return refusal }
    guard let catalog = store.current.catalog else { return Self.noCatalog }
    let edit: EditRequest
    do { edit = try EditRequest(body: request.body, catalog: catalog, needsVersions: true) } catch { return Self.invalid(error) }
    let development = catalog.manifest.developmentLanguage
    if edit.changes.contains(where: { $0.language == development }) {
      return Self.invalid(
        EditRequest.Invalid(
          english: "only a translation is confirmed; \(development) is the development language",
          korean: "번역만 확인할 수 있어요. \(development)는 개발 언어예요"))
    }
    return respond {
      try TableSaver.confirm(edit.changes, in: catalog.folder, developmentLanguage: development)
    } saved: { _ in
      ["outcome": "confirmed", "generation": store.current.generation]
    }
  }

  /// The answer to a save or a confirmation that `write` makes, and the reload after it (one, whatever the watcher
  /// sees meanwhile): `saved` makes the body of `200`.
  private func respond(_ write: () throws -> TableSaver.Outcome, saved: ([EditRequest.Change]) -> [String: Any]) -> HTTPResponse {
    let outcome: TableSaver.Outcome
    do {
      outcome = try reloader.afterWriting(write)
    } catch {
      let text = "\(error)"
      var written: [String] = []
      if case FileWriteError.notAllRestored(_, _, _, let files) = error { written = files }
      return Self.json(
        500,
        [
          "outcome": "error", "error": text, "written": written,
          "errorKo": written.isEmpty
            ? "테이블에 쓰지 못했어요. 아무것도 바뀌지 않았어요: \(text)"
            : "테이블에 쓰지 못했어요. 이 파일들은 바뀐 채로 남았어요 (\(written.joined(separator: ", "))): \(text)",
        ])
    }
    switch outcome {
    case .conflicts(let conflicts):
      return Self.conflict(
        conflicts,
        "Someone changed these values on disk since this page loaded; nothing was saved. Keep yours or take theirs.",
        "이 페이지를 연 뒤에 다른 곳에서 이 값이 바뀌었어요. 아무것도 저장하지 않았어요. 내 것을 지킬지, 바뀐 것을 받을지 골라 주세요.")
    case .othersWriting(let conflicts):
      return Self.conflict(
        conflicts,
        "Another program (an editor, Xcode, a sync tool) kept writing these tables during the save; nothing was saved. Keep yours to save again, or take theirs.",
        "다른 프로그램(편집기, Xcode, 동기화 도구)이 저장하는 동안 이 테이블을 계속 쓰고 있었어요. 아무것도 저장하지 않았어요. 내 것을 지켜 다시 저장하거나, 바뀐 것을 받아 주세요.")
    case .saved(let changes):
      return Self.json(200, saved(changes))
    }
  }

  private var checker: Checker { Checker(localizations: reloader.folder) }

  /// The error-level findings the save would add: found with the new values, not found with the saved ones (none for
  /// a permission prompt, which the entry checks do not judge).
  private func addedErrors(_ edit: EditRequest, catalog: Catalog) -> [Finding] {
    guard let entry = edit.entry else { return [] }
    func errors(_ values: [String: [String: String]]) -> [Finding] {
      let found = checker.findings(ofEntry: entry.id, manifest: catalog.manifest, folder: catalog.folder, values: values) ?? []
      return found.filter { $0.severity == .error }
    }
    let before = Set(errors([:]).map { "\($0.rule)\u{0}\($0.language ?? "")\u{0}\($0.key ?? "")" })
    return errors(edit.values).filter { !before.contains("\($0.rule)\u{0}\($0.language ?? "")\u{0}\($0.key ?? "")") }
  }

  /// 403 when editing is off, the request comes from another site, or lacks the secret; 415 when the body is not
  /// declared as JSON (a cross-site form cannot send that type without the browser asking first).
  private func refusal(of request: HTTPRequest) -> HTTPResponse? {
    guard let secret else {
      return Self.refused(
        403, "Editing is off in this preview (copydeck serve --read-only, or not listening on loopback without --edit).",
        "이 미리보기에서는 편집이 꺼져 있어요 (--read-only로 켰거나, --edit 없이 루프백이 아닌 주소에서 듣고 있어요).")
    }
    if let refusal = SameOrigin.refusal(of: request) { return refusal }
    guard request.header("Content-Type")?.lowercased().hasPrefix("application/json") == true else {
      return Self.refused(415, "Send the body as application/json.", "본문은 application/json으로 보내 주세요.")
    }
    if !secret.isCarried(by: request) {
      return Self.refused(
        403, "Checking and saving edits need this run's secret: open the address with ?edit=… that copydeck serve printed.",
        "고친 내용을 검사하거나 저장하려면 이번 실행의 비밀값이 필요해요. copydeck serve가 알려 준 ?edit=… 주소로 열어 주세요.")
    }
    return nil
  }

  private static func object(_ finding: Finding) -> [String: Any] {
    [
      "rule": finding.rule, "severity": finding.severity.rawValue, "language": finding.language ?? NSNull(),
      "key": finding.key ?? NSNull(), "message": finding.message, "location": "\(finding.file):\(finding.line):\(finding.column)",
    ]
  }

  /// `409` `conflict`: each value with its text on disk (`theirs`) and that text's version, and why.
  private static func conflict(_ conflicts: [TableSaver.Conflict], _ english: String, _ korean: String) -> HTTPResponse {
    json(
      409,
      [
        "outcome": "conflict",
        "conflicts": conflicts.map { conflict -> [String: Any] in
          [
            "lang": conflict.change.language, "table": conflict.change.table, "key": conflict.change.key,
            "mine": conflict.change.value, "theirs": conflict.theirs ?? NSNull(), "version": ValueVersion.of(conflict.theirs),
          ]
        },
        "message": english, "messageKo": korean,
      ])
  }

  private static func invalid(_ error: EditRequest.Invalid) -> HTTPResponse {
    guard error.status == 400 else { return json(error.status, ["outcome": "error", "error": error.english, "errorKo": error.korean]) }
    return json(400, ["outcome": "error", "error": "Malformed request: \(error.english).", "errorKo": "요청이 잘못됐어요: \(error.korean)."])
  }

  private static func refused(_ status: Int, _ english: String, _ korean: String) -> HTTPResponse {
    json(status, ["outcome": "error", "error": english, "errorKo": korean])
  }

  private static let noCatalog = json(
    503,
    [
      "outcome": "error", "error": "No catalog is loaded; fix the files listed on the page first.",
      "errorKo": "불러온 카탈로그가 없어요. 페이지에 나온 파일부터 고쳐 주세요.",
    ])

  private static func json(_ status: Int, _ object: [String: Any]) -> HTTPResponse {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    return HTTPResponse(status: status, contentType: "application/json", bytes: Array(data), headers: [("Cache-Control", "no-store")])
  }
}
