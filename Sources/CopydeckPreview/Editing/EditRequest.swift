import Copydeck
import CopydeckFiles
import Foundation

/// A check or a save as the page sends it, read from its JSON body and validated against the catalog.
///
/// ```json
/// {"entry": "group.full", "confirm": false,
///  "changes": [{"lang": "ko", "table": "Groups", "key": "group.full.title", "value": "…", "version": "9f3c…"}]}
/// ```
/// `version` is the ``ValueVersion`` the page showed (needed to save, not to check); `confirm` says the copywriter
/// already agreed to save despite new error-level findings. A permission prompt's purpose strings are saved with
/// `"permission": "NSCameraUsageDescription"` instead of `"entry"`, each change in the `InfoPlist` table under that key.
struct EditRequest: Equatable {
  /// What the values belong to.
  enum Subject: Equatable {
    /// An entry of the catalog: its keys in its table.
    case entry(EntryDefinition)
    /// A permission prompt the app declares: its usage key in the `InfoPlist` table.
    case permission(key: String)
  }

  /// One value the page wants saved (or checked).
  struct Change: Equatable {
    var language: String
    var table: String
    var key: String
    var value: String
    /// The version the page loaded; `nil` in a check.
    var version: String?
  }

  var subject: Subject
  var changes: [Change]
  var confirm: Bool

  /// Why a body was refused, in English and Korean: 400 for a malformed body (the message says what is wrong), 413
  /// for one that asks for too much work (the message is whole: what, and what to do).
  struct Invalid: Error, Equatable {
    var english: String
    var korean: String
    var status = 400
  }

  /// The most values one request may carry; an entry has a title, a message and at most a few buttons per language.
  static let maximumChanges = 64

  /// The most `%` one value may hold: specifiers, `%%` and stray signs alike. Copy has a handful; every `%` is work for
  /// the format parser and each check rule that reads specifiers, so a bound on them (and the server's 64 KB body)
  /// bounds what one request can cost.
  static let maximumPercentSigns = 200

  /// Reads `body`: valid UTF-8, a JSON object, an entry of `catalog` (or a permission of `permissions`), and only
  /// that entry's keys in its table (the permission's key in `InfoPlist`) and the catalog's languages, each at most once.
  init(body: [UInt8], catalog: Catalog, permissions: PermissionPrompts? = nil, needsVersions: Bool) throws(Invalid) {
    guard String(validating: body, as: UTF8.self) != nil else {
      throw Invalid(english: "the body is not valid UTF-8", korean: "본문이 올바른 UTF-8이 아니에요")
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
      throw Invalid(english: "the body is not a JSON object", korean: "본문이 JSON 객체가 아니에요")
    }
    let subject: Subject
    let (table, keys): (String, Set<String>)
    if let key = object["permission"] as? String {
      guard permissions?.prompt(key: key) != nil else {
        throw Invalid(
          english: "\"permission\" must name a usage key the app declares", korean: "\"permission\"에는 앱이 선언한 권한 키를 적어야 해요")
      }
      (subject, table, keys) = (.permission(key: key), PermissionPrompts.table, [key])
    } else if let id = object["entry"] as? String, let entry = catalog.entry(id: id) {
      (subject, table, keys) = (.entry(entry), entry.table, Set(entry.keys))
    } else {
      throw Invalid(english: "\"entry\" must name an entry of the catalog", korean: "\"entry\"에는 카탈로그에 있는 항목을 적어야 해요")
    }
    guard let list = object["changes"] as? [[String: Any]], list.count <= Self.maximumChanges else {
      throw Invalid(
        english: "\"changes\" must be a list of at most \(Self.maximumChanges) values",
        korean: "\"changes\"는 값 \(Self.maximumChanges)개 이하의 목록이어야 해요")
    }
    var seen: Set<String> = []
    var changes: [Change] = []
    for item in list {
      guard let language = item["lang"] as? String, catalog.languages.contains(language) else {
        throw Invalid(english: "\"lang\" must be a language of the catalog", korean: "\"lang\"에는 카탈로그의 언어를 적어야 해요")
      }
      guard item["table"] as? String == table else {
        throw Invalid(english: "\"table\" must be the entry's table, \(table)", korean: "\"table\"에는 항목의 테이블 \(table)을 적어야 해요")
      }
      guard let key = item["key"] as? String, keys.contains(key) else {
        throw Invalid(english: "\"key\" must be one of the entry's keys", korean: "\"key\"에는 항목의 키 중 하나를 적어야 해요")
      }
      guard let value = item["value"] as? String else {
        throw Invalid(english: "\"value\" must be a string", korean: "\"value\"는 문자열이어야 해요")
      }
      let percentSigns = value.utf8.count { $0 == UInt8(ascii: "%") }
      guard percentSigns <= Self.maximumPercentSigns else {
        throw Invalid(
          english:
            "The \(language) value of \"\(key)\" holds \(percentSigns) '%' signs; a value may hold at most \(Self.maximumPercentSigns) (format specifiers such as %@ and %d, and %% for a percent sign). Shorten it, then check or save again.",
          korean:
            "\(language) 값 \"\(key)\"에 '%'가 \(percentSigns)개 있어요. 한 값에는 \(Self.maximumPercentSigns)개까지 쓸 수 있어요 (%@, %d 같은 서식 지정자와 퍼센트 기호 %%). 줄인 다음 다시 검사하거나 저장해 주세요.",
          status: 413)
      }
      let version = item["version"] as? String
      if needsVersions, version == nil {
        throw Invalid(english: "\"version\" is needed to save a value", korean: "값을 저장하려면 \"version\"이 필요해요")
      }
      guard seen.insert("\(language)\u{0}\(key)").inserted else {
        throw Invalid(english: "a value is listed twice", korean: "같은 값이 두 번 들어 있어요")
      }
      changes.append(Change(language: language, table: table, key: key, value: value, version: version))
    }
    self.subject = subject
    self.changes = changes
    confirm = object["confirm"] as? Bool ?? false
  }

  /// The entry edited; `nil` for a permission prompt.
  var entry: EntryDefinition? {
    guard case .entry(let entry) = subject else { return nil }
    return entry
  }

  /// The unsaved values by language and key, as ``Checker/findings(ofEntry:manifest:folder:values:)`` takes them.
  var values: [String: [String: String]] {
    var values: [String: [String: String]] = [:]
    for change in changes { values[change.language, default: [:]][change.key] = change.value }
    return values
  }
}
