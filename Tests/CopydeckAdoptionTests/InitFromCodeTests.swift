import Copydeck
import CopydeckFiles
import Foundation
import Testing

@testable import CopydeckAdoption

/// `copydeck init` drafts the alerts the code builds (`Fixtures/apps/code-alerts`: a String Catalog of English-text
/// keys, a SwiftUI alert and confirmation dialog, a UIKit alert).
@Suite struct InitFromCodeTests {
  static let app = InitDraftTests.apps.appendingPathComponent("code-alerts")

  static func draft() throws -> ManifestDraft {
    let folder = try LocalizationsFolder.scan(app.appendingPathComponent("Resources"))
    return try ManifestDraft.draft(folder, code: ManifestDraft.alerts(under: app.appendingPathComponent("Sources")))
  }

  @Test func withoutTheCodeEnglishTextKeysOfACatalogDraftNothing() throws {
    let folder = try LocalizationsFolder.scan(Self.app.appendingPathComponent("Resources"))
    #expect(throws: ManifestDraft.Failure.self) { try ManifestDraft.draft(folder) }
  }

  @Test func theCodesAlertsAreDraftedWithTheirKeysAndRoles() throws {
    let draft = try Self.draft()
    #expect(
      draft.entries.map { InitDraftTests.Drafted($0.definition) } == [
        InitDraftTests.Drafted(
          "confirm.deletePhoto", .confirm, .confirmation,
          keys: ["Delete this photo?", "It is removed from all your devices.", "Delete", "Cancel"],
          buttons: ["delete:destructive", "cancel:cancel"]),
        // A confirmation dialog without a cancel button of its own gets the table's Cancel, as the system adds one.
        InitDraftTests.Drafted(
          "confirm.signOut", .confirm, .confirmation, keys: ["Sign out?", "Cancel", "Sign Out", "Keep"],
          buttons: ["cancel:cancel", "signOut:destructive", "keep:default"]),
        InitDraftTests.Drafted(
          "alert.couldnTSave", .alert, .business, keys: ["Couldn't save", "Try again in a moment.", "OK"], buttons: ["ok:cancel"]),
      ])
    let delete = try #require(draft.entries.first)
    #expect(delete.reasons.contains("button 'delete' destructive: the code gives it role .destructive (\"Delete\" / \"삭제\")"))
    #expect(delete.definition.note.contains("the .alert at PhotoView.swift:9:8"))
    #expect(!delete.review.contains { $0.hasPrefix("grouped by position") })
    // The translator comment of the UIKit title becomes the note.
    #expect(draft.entries.last?.definition.note == "Title of the alert shown when a save fails")
  }

  @Test func anAlertWhoseTitleTheTablesLackIsSkippedWithItsPlace() throws {
    let folder = try LocalizationsFolder.scan(Self.app.appendingPathComponent("Resources"))
    let code = ManifestDraft.alerts(under: Self.app.appendingPathComponent("Sources"))
    var other = try #require(code.first)
    other.title.key = "Nowhere"
    let draft = try ManifestDraft.draft(folder, code: code + [other])
    #expect(draft.skipped.contains(".alert at PhotoView.swift:9:8: its title \"Nowhere\" is not in the en table Localizable"))
  }
}
