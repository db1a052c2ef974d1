import Copydeck
import CopydeckFiles
import Foundation
import Testing

/// The catalog that ships in `Localizations/` loads, and every entry resolves as itself, whole, in both languages.
@Suite struct ShippedCatalogTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Localizations")

  let catalog: Catalog

  init() throws {
    catalog = try Catalog.load(from: Self.folder)
  }

  /// Resolves `entry` with its sample arguments for `locale`'s language.
  func resolveWithSamples(_ entry: EntryDefinition, locale: String) -> ResolvedCopy {
    let language = String(locale.prefix(2))
    let arguments = entry.arguments.map { CopyArgument.text($0.samples[language] ?? $0.samples["en"] ?? "1") }
    return catalog.resolve(id: entry.id, locale: locale, arguments: arguments)
  }

  /// The English copy with a count varies by plural (en.lproj/Validation.stringsdict); the Korean has one form.
  @Test func countsInTheShippedCopyTakeTheirPluralForm() {
    let english = { (id: String, arguments: [CopyArgument]) in catalog.resolve(id: id, locale: "en", arguments: arguments).message }
    #expect(english("validation.tooShort", ["Nickname", 1]) == "Your Nickname needs at least 1 character.")
    #expect(english("validation.tooShort", ["Nickname", 2]) == "Your Nickname needs at least 2 characters.")
    #expect(english("validation.tooLong", ["nickname", 1]) == "Your nickname can be up to 1 character long.")
    #expect(english("validation.tooLong", ["nickname", 20]) == "Your nickname can be up to 20 characters long.")
    #expect(english("validation.todoListFull", [1]) == "Today's list is full: 1 to-do")
    #expect(english("validation.todoListFull", [10]) == "Today's list is full: 10 to-dos")
    #expect(english("validation.inviteCodeIncomplete", [1]) == "Enter the 1 character of the invite code.")
    #expect(english("validation.inviteCodeIncomplete", [8]) == "Enter all 8 characters of the invite code.")
    for count in [1, 2] {
      let korean = catalog.resolve(id: "validation.tooShort", locale: "ko", arguments: ["닉네임", .integer(count)])
      #expect(korean.language == "ko")
      #expect(korean.message == "닉네임은 \(count)자 이상 입력해주세요.")
    }
  }

  @Test func loadsWithoutParseErrors() throws {
    #expect(catalog.languages == ["en", "ko"])
    #expect(try LocalizationsFolder.scan(Self.folder).diagnostics.filter { $0.severity == .error }.isEmpty)
  }

  @Test(arguments: ["en-US", "ko-KR"])
  func everyEntryResolvesAsItselfWithItsSamples(locale: String) {
    let language = String(locale.prefix(2))
    for entry in catalog.entries {
      let copy = resolveWithSamples(entry, locale: locale)
      #expect(copy.isRequestedEntry && !copy.isFallback, "\(entry.id) in \(locale): \(copy.trail)")
      #expect(copy.language == language, "\(entry.id) in \(locale): \(copy.trail)")
      #expect(copy.buttons.count == entry.buttons.count)
      for text in [copy.title, copy.message].compactMap({ $0 }) + copy.buttons.map(\.label) {
        #expect(!text.contains("%"), "\(entry.id) in \(locale) shows an unfilled specifier: \(text)")
        #expect(!text.contains("(를)") && !text.contains("(가)"), "\(entry.id) in \(locale) shows a particle pair: \(text)")
      }
    }
  }

  @Test func presentationFollowsTheCategory() {
    for entry in catalog.entries {
      let copy = resolveWithSamples(entry, locale: "ko")
      #expect(copy.isRequestedEntry, "\(entry.id): \(copy.trail)")
      switch entry.category {
      case .common:
        guard case .errorScreen = copy.presentation else {
          Issue.record("\(entry.id) is common but not an error screen")
          continue
        }
        #expect(copy.isRetryable)
      case .validation:
        switch copy.presentation {
        case .inline, .disabledPlaceholder, .disabledActionHint: break
        default: Issue.record("\(entry.id) is validation but not inline")
        }
      case .account, .business:
        guard case .alert(let alert) = copy.presentation else {
          Issue.record("\(entry.id) is \(entry.category) but not an alert")
          continue
        }
        #expect(!alert.buttons.isEmpty)
      default:
        break
      }
    }
    // The failures the app prevents are presented as it presents them, never as red error text.
    let full = catalog.resolve(id: "validation.todoListFull", locale: "ko", arguments: [.integer(10)])
    guard case .disabledPlaceholder = full.presentation else { Issue.record("todoListFull: \(full.presentation)"); return }
    let incomplete = catalog.resolve(id: "validation.inviteCodeIncomplete", locale: "ko", arguments: [.integer(8)])
    guard case .disabledActionHint = incomplete.presentation else {
      Issue.record("inviteCodeIncomplete: \(incomplete.presentation)"); return
    }
    guard case .actionSheet = catalog.resolve(id: "confirm.delete", locale: "ko", arguments: [.text("아침 달리기")]).presentation else {
      Issue.record("confirm.delete is an action sheet"); return
    }
    guard case .alert = catalog.resolve(id: "confirm.signOut", locale: "ko").presentation else {
      Issue.record("confirm.signOut is an alert"); return
    }
  }

  @Test func serverCodesFromTheSeedMapToTheirEntries() {
    for code in ["CGF0002", "CGF0003", "CGF0004", "CGF0005", "ATF0002", "ATF0003"] {
      let copy = catalog.resolve(code: code, locale: "ko-KR")
      #expect(copy.id != catalog.manifest.commonFailure, "\(code) is not mapped")
      #expect(copy.language == "ko")
    }
  }
}
