import SwiftUI

/// Seeded: one missing English-text key, one missing interpolated key, one table that does not exist.
struct GroupView: View {
  let count: Int
  var body: some View {
    VStack {
      Text("\(count) items")
      Text("\(count) members")
      Text("Hello")
      Text("Goodbye")
      Text(verbatim: "Not a key")
      Text("Hi \(person.name)")
      // Text("In a comment")
      Text("Join", tableName: "Groupz")
    }
  }
}
