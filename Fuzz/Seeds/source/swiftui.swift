import SwiftUI

/* a /* nested */ comment with "quotes" */
struct GroupView: View {
  let count: Int
  @State var shown = false
  var body: some View {
    VStack {
      Text("\(count) items")  // interpolation
      Text("Hi \(name.uppercased(with: Locale("en"))) and \(f("a)\"", (1 + g(")"))))")
      Text(verbatim: "raw")
      Button("Delete", role: .destructive) {}
      #if DEBUG
      Text(#"raw \#(count) "quoted""#)
      #else
      Text("""
        multi
          line \
        continued
        """)
      #endif
    }
    .navigationTitle(NSLocalizedString("title", tableName: "Groups", comment: ""))
    .alert("Leave?", isPresented: $shown) {}
  }
  func text() -> String { String(format: NSLocalizedString("n.files", comment: ""), count, "x") }
}
