import Testing

@testable import Copydeck
@testable import CopydeckFiles

/// ``PositionIndex`` finds each item's first position, whatever hashes the items have.
@Suite struct PositionIndexTests {
  /// Indexes `items` by `hash`, keeping each item's first position, and checks every lookup against a dictionary.
  private func expectFirstPositions(_ items: [String], hash: (String) -> Int) {
    var first: [String: Int] = [:]
    for (position, item) in items.enumerated() where first[item] == nil { first[item] = position }
    var index = PositionIndex(capacity: items.count)
    var kept: [Int] = []
    for (position, item) in items.enumerated() {
      kept.append(Int(index.insertFirst(Int32(position), hash: hash(item)) { items[Int($0)] == item }))
    }
    #expect(kept == items.map { first[$0]! })
    let found = first.keys.map { item in Int(index.position(hash: hash(item)) { items[Int($0)] == item }) }
    #expect(found == first.keys.map { first[$0]! })
    #expect(index.position(hash: hash("absent")) { items[Int($0)] == "absent" } == -1)
  }

  @Test func repeatedItemsKeepTheirFirstPosition() {
    expectFirstPositions((0..<1_000).map { "k\($0 % 700)" }, hash: \.hashValue)
  }

  @Test func itemsWithOneHashAreToldApartByTheCaller() {
    expectFirstPositions((0..<300).map { "k\($0 % 200)" }, hash: { _ in 42 })
  }

  @Test(arguments: [0, 1, 7, 8, 255, 256, 4_095])
  func everyCapacityHoldsItsPositions(capacity: Int) {
    expectFirstPositions((0..<capacity).map { "k\($0)" }, hash: { $0.hashValue & 0xFFFF })
  }
}
