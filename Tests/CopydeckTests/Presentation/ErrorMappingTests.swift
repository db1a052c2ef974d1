import Copydeck
import CopydeckFiles
import Foundation
import Testing

@Suite struct ErrorMappingTests {
  let catalog = CatalogFixtures.basic

  enum AppError: PresentableError {
    case suspended(reason: String)
    case server(code: String)
    case neither

    var copyID: String? { if case .suspended = self { "account.suspended" } else { nil } }
    var serverCode: String? { if case .server(let code) = self { code } else { nil } }
    var copyArguments: [CopyArgument] { if case .suspended(let reason) = self { [.text(reason)] } else { [] } }
  }

  struct PlainError: Error {}

  @Test func commonFailureIsAnErrorScreenWithRetry() throws {
    let copy = catalog.resolve(code: "NET0001", locale: "ko")
    #expect(copy.isRetryable)
    #expect(copy.severity == .critical)
    guard case .errorScreen(let screen) = copy.presentation else {
      Issue.record("expected an error screen, got \(copy.presentation)")
      return
    }
    #expect(screen == ErrorScreenCopy(title: "인터넷에 연결되어 있지 않아요", message: "연결 상태를 확인하고 다시 시도해 주세요.", retryLabel: "다시 시도"))
  }

  @Test func accountErrorIsAnAlertLeadingToTheNextStep() throws {
    let copy = catalog.resolve(error: AppError.suspended(reason: "스팸 신고"), locale: "ko-KR")
    #expect(copy.id == "account.suspended")
    #expect(!copy.isRetryable)
    #expect(copy.severity == .critical)
    guard case .alert(let alert) = copy.presentation else {
      Issue.record("expected an alert")
      return
    }
    #expect(alert.title == "계정이 정지되었어요")
    #expect(alert.message?.hasPrefix("스팸 신고로") == true)
    #expect(alert.buttons.first { $0.preferred }?.label == "문의하기")
  }

  @Test func businessCodeIsASpecificAlert() {
    let copy = catalog.resolve(error: AppError.server(code: "CGF0003"), locale: "en")
    #expect(copy.id == "group.full")
    #expect(copy.severity == .warning)
    guard case .alert(let alert) = copy.presentation else {
      Issue.record("expected an alert")
      return
    }
    #expect(alert.buttons.map(\.label) == ["OK"])
  }

  @Test func validationIsInline() {
    let copy = catalog.resolve(id: "todo.full", locale: "ko")
    #expect(copy.presentation == .inline(InlineCopy(message: "목록이 가득 찼어요. 할 일을 끝내거나 삭제해 주세요.")))
    #expect(copy.severity == .info)
  }

  @Test func unknownServerCodeErrorIsTheCommonFailure() {
    let copy = catalog.resolve(error: AppError.server(code: "XYZ"), locale: "ko")
    #expect(copy.id == "common.unknown")
    #expect(copy.isRetryable)
  }

  @Test func errorsThatDoNotConformAreTheCommonFailure() {
    let copy = catalog.resolve(error: PlainError(), locale: "en-US")
    #expect(copy.id == "common.unknown")
    #expect(copy.requested == "PlainError")
    #expect(copy.trail.contains { $0.reason == "PlainError does not conform to PresentableError; showing the common failure" })
    let neither = catalog.resolve(error: AppError.neither, locale: "en")
    #expect(neither.id == "common.unknown")
    #expect(neither.trail.first?.reason.contains("neither a copyID nor a serverCode") == true)
  }
}
