import Copydeck
import CopydeckFiles
import Foundation
import Testing

@Suite struct LocalizedErrorBridgeTests {
  @Test func titleIsTheDescriptionAndMessageTheRecoverySuggestion() {
    let copy = CatalogFixtures.basic.resolve(id: "group.full", locale: "ko")
    let error: any LocalizedError = copy.localizedError
    #expect(error.errorDescription == "그룹 정원이 가득 찼어요")
    #expect(error.recoverySuggestion == "그룹장에게 자리를 요청하거나 다른 그룹에 참여해 주세요.")
    #expect((error as Error).localizedDescription == "그룹 정원이 가득 찼어요")
  }

  @Test func inlineCopyDescribesItselfByItsMessage() {
    let error = CatalogFixtures.basic.resolve(id: "todo.full", locale: "en").localizedError
    #expect(error.errorDescription == "Your list is full. Finish or delete a to-do first.")
    #expect(error.recoverySuggestion == nil)
  }
}
