import Copydeck
import CopydeckUI
import Foundation
import Testing

/// The alert plan behind the UIKit and SwiftUI layers, for every shipped entry in both languages.
@Suite struct AlertPlanTests {
  static let catalog: Catalog = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try! Catalog.load(from: root.appendingPathComponent("Localizations"))
  }()

  /// Sample arguments from the manifest, so every entry resolves to itself.
  static func arguments(_ entry: EntryDefinition, _ language: String) -> [CopyArgument] {
    entry.arguments.map { argument in
      let sample = argument.samples[language] ?? argument.samples.values.first ?? "1"
      return FormatString(argument.format).specifiers.first?.argumentType == .integer ? .integer(Int(sample) ?? 1) : .text(sample)
    }
  }

  @Test(arguments: catalog.entries.map(\.id), ["en", "ko"])
  func everyShippedEntryIsPlannedAsTheManifestSays(_ id: String, _ language: String) throws {
    let entry = try #require(Self.catalog.entry(id: id))
    let copy = Self.catalog.resolve(id: id, locale: language, arguments: Self.arguments(entry, language))
    #expect(copy.id == id && copy.language == language, "\(id) must resolve to itself in \(language): \(copy.trail)")
    guard entry.kind == .alert || entry.kind == .confirm else {
      #expect(AlertPlan(copy) == nil, "\(entry.kind) is not shown as an alert")
      return
    }
    let plan = try #require(AlertPlan(copy))
    #expect(plan.style == (entry.presentation == .actionSheet ? .actionSheet : .alert), "the manifest's presentation")
    #expect(entry.kind == .confirm || plan.style == .alert, "only a confirmation may be an action sheet")
    #expect(plan.title == copy.title)
    #expect(plan.message == copy.message)
    #expect(plan.actions.map(\.id) == entry.buttons.map(\.id), "the catalog's order")
    #expect(plan.actions.map(\.title) == copy.buttons.map(\.label))
    for (action, button) in zip(plan.actions, entry.buttons) {
      let expected: AlertPlan.ActionStyle = button.role == .cancel ? .cancel : button.role == .destructive ? .destructive : .default
      #expect(action.style == expected, "\(id).\(button.id)")
    }
    #expect(plan.actions.filter { $0.style == .cancel }.count <= 1)
    let preferred = entry.buttons.first(where: \.preferred)?.id
    #expect(plan.preferredActionID == (plan.style == .alert ? preferred : nil))
    if plan.style == .alert {
      #expect(plan.boldActionID == preferred ?? plan.cancelAction?.id, "exactly one bold button: preferred, else cancel")
    }
  }

  @Test func deleteIsAnActionSheetWithCancelAndARedDeleteAndNothingPreferred() throws {
    let plan = try #require(AlertPlan(Self.catalog.resolve(id: "confirm.delete", locale: "ko-KR", arguments: ["장보기"])))
    #expect(plan.style == .actionSheet)
    #expect(plan.title == "장보기를 삭제할까요?")
    #expect(plan.actions.map(\.style) == [.cancel, .destructive])
    #expect(plan.preferredActionID == nil)
    #expect(plan.boldActionID == nil, "action sheets draw no bold action")
  }

  @Test func aConfirmationWithoutPresentationIsAnAlertThatBoldsItsPreferredAction() throws {
    let entry = try #require(Self.catalog.entry(id: "confirm.signOut"))
    #expect(entry.kind == .confirm && entry.presentation == .alert)
    let plan = try #require(AlertPlan(Self.catalog.resolve(id: "confirm.signOut", locale: "ko-KR")))
    #expect(plan.style == .alert)
    #expect(plan.title == "로그아웃할까요?")
    #expect(plan.actions.map(\.id) == ["cancel", "signOut"])
    #expect(plan.preferredActionID == "signOut")
    #expect(plan.boldActionID == "signOut")
  }

  @Test func theShippedCatalogHasConfirmationsBothWays() {
    let confirmations = Self.catalog.entries.filter { $0.kind == .confirm }
    #expect(confirmations.contains { $0.presentation == .actionSheet })
    #expect(confirmations.contains { $0.presentation == .alert })
  }

  @Test func revokeRequiredPrefersSettingsOverCancel() throws {
    let plan = try #require(AlertPlan(Self.catalog.resolve(id: "account.revokeRequired", locale: "en")))
    #expect(plan.style == .alert)
    #expect(plan.actions.map(\.id) == ["cancel", "settings"])
    #expect(plan.actions.map(\.style) == [.cancel, .default])
    #expect(plan.preferredActionID == "settings")
    #expect(plan.boldActionID == "settings")
  }

  @Test func withoutAPreferredActionUIKitDrawsCancelBold() {
    let copy = Self.catalog.resolve(id: "confirm.delete", locale: "en", arguments: ["Groceries"])
    let plan = AlertPlan(copy, style: .alert)
    #expect(plan.preferredActionID == nil)
    #expect(plan.boldActionID == "cancel")
  }

  @Test func errorScreensAndInlineCopyAreNotAlerts() {
    #expect(AlertPlan(Self.catalog.resolve(id: "common.networkUnavailable", locale: "ko")) == nil)
    #expect(AlertPlan(Self.catalog.resolve(id: "validation.empty", locale: "ko", arguments: ["이메일"])) == nil)
  }
}
