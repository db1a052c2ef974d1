import SwiftUI

/// Seeded for `copydeck init`: a SwiftUI alert and a confirmation dialog whose keys are the English text.
struct PhotoView: View {
  @State var asking = false
  @State var leaving = false
  var body: some View {
    Text("Settings")
      .alert("Delete this photo?", isPresented: $asking) {
        Button("Delete", role: .destructive) { delete() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("It is removed from all your devices.")
      }
      .confirmationDialog("Sign out?", isPresented: $leaving, titleVisibility: .visible) {
        Button(role: .destructive) { signOut() } label: { Text("Sign Out") }
        Button("Keep") {}
      }
  }
}
