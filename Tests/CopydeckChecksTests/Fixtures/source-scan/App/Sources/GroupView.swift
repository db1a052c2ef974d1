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

/// Not reported: a preview, a key with no word to translate, a lookup with a default value.
struct GroupRow: View {
  var body: some View {
    Text(" ⸱ ")
    Text(NSLocalizedString("only.translated", value: "Only translated", comment: ""))
  }
}

#Preview {
  Text("Preview only")
}

#if DEBUG
/// Not reported: debug builds only.
struct DebugMenu: View {
  var body: some View { Text("Debug settings") }
}
#endif
