import CopydeckSource
import Foundation
import Testing

/// The finder reports the keys Xcode and the device would look up, and nothing else.
@Suite struct LookupFinderTests {
  func lookups(_ code: String, _ language: SourceLanguage = .swift, wrappers: [LookupWrapper] = []) -> SourceFileLookups {
    LookupFinder(wrappers: wrappers).find(in: Array(code.utf8), language: language, file: "A.swift")
  }

  func keys(_ code: String, _ language: SourceLanguage = .swift, wrappers: [LookupWrapper] = []) -> [String] {
    lookups(code, language, wrappers: wrappers).lookups.map { lookup in lookup.table.map { "\($0):\(lookup.key)" } ?? lookup.key }
  }

  @Test func nsLocalizedStringWithItsTable() {
    let code = """
      let a = NSLocalizedString("groups.full", comment: "")
      let b = NSLocalizedString("join.title", tableName: "Groups", bundle: .main, value: "Join", comment: "x")
      let c = NSLocalizedString(name, comment: "")
      """
    #expect(keys(code) == ["groups.full", "Groups:join.title"])
    #expect(lookups(code).dynamicLookups.map(\.line) == [3])
  }

  @Test func swiftUIInitializersAndModifiers() {
    let code = """
      Text("Hello")
      Text(verbatim: "Not a key")
      Text(title)
      Button("Delete", role: .destructive) {}
      Label("Inbox", systemImage: "tray")
      Toggle("Wi-Fi", isOn: $on)
      view.navigationTitle("Settings").alert("Leave group?", isPresented: $shown) {}
        .confirmationDialog("Delete photo?", isPresented: $asked)
        .searchable(text: $query, prompt: "Search")
      Text("Welcome", tableName: "Onboarding")
      """
    #expect(
      keys(code) == ["Hello", "Delete", "Inbox", "Wi-Fi", "Settings", "Leave group?", "Delete photo?", "Search", "Onboarding:Welcome"])
  }

  @Test func interpolationsBecomeXcodesSpecifiers() {
    let code = """
      let count: Int = 3
      var ratio = 0.5
      func f(name: String) {}
      Text("\\(count) items")
      Text("\\(ratio) done, 100%")
      Text("Hi \\(name)")
      Text("\\(items.count) files")
      Text("\\(unknown) left")
      Text("\\(value, specifier: "%.1f") km")
      String(localized: "\\(count) photos", table: "Photos")
      """
    let found = lookups(code).lookups
    #expect(found.map(\.key) == ["%lld items", "%lf done, 100%%", "Hi %@", "%lld files", "%@ left", "%.1f km", "%lld photos"])
    #expect(found.map(\.hasUnknownArgument) == [false, false, false, false, true, false, false])
    #expect(found.last?.table == "Photos")
  }

  @Test func localizedResourcesAndKeys() {
    let code = """
      let a = LocalizedStringResource("error.title", table: "Errors")
      let b = LocalizedStringKey("welcome")
      let c = String(localized: "plain")
      let d = Bundle.main.localizedString(forKey: "bundle.key", value: nil, table: "Other")
      """
    #expect(keys(code) == ["Errors:error.title", "welcome", "plain", "Other:bundle.key"])
  }

  @Test func objectiveCMacrosAndMessages() {
    let code = """
      NSString *a = NSLocalizedString(@"ok.title", @"comment");
      NSString *b = NSLocalizedStringFromTable(@"join", @"Groups", nil);
      NSString *c = [[NSBundle mainBundle] localizedStringForKey:@"bundle.key" value:@"" table:@"Other"];
      NSString *d = [NSString stringWithFormat:NSLocalizedString(@"count", nil), n, m];
      """
    #expect(keys(code, .objectiveC) == ["ok.title", "Groups:join", "Other:bundle.key", "count"])
    #expect(lookups(code, .objectiveC).formatCalls.map(\.argumentCount) == [2])
  }

  @Test func copydeckResolveAndWrappers() {
    let code = """
      catalog.resolve(id: "group.full")
      catalog.resolve(code: "CGF-0003", locale: "ko")
      L10n.tr("Groups", "join.title")
      other.tr("no", "not this")
      "settings.title".localized
      """
    let wrappers = [
      LookupWrapper(name: "L10n.tr", shape: .function, key: .position(2), table: .position(1)),
      LookupWrapper(name: "localized", shape: .property),
    ]
    let found = lookups(code, wrappers: wrappers).lookups
    #expect(found.map(\.key) == ["group.full", "CGF-0003", "join.title", "settings.title"])
    #expect(found.map(\.target) == [.entry, .code, .key, .key])
    #expect(found[2].table == "Groups")
  }

  @Test func formatCallsCountTheirArguments() {
    let code = """
      String(format: NSLocalizedString("files", comment: ""), count, name)
      String(format: "%d of %d", a)
      String.localizedStringWithFormat(NSLocalizedString("x", comment: ""), a)
      String(format: template, a)
      """
    let calls = lookups(code).formatCalls
    #expect(calls.map(\.argumentCount) == [2, 1, 1])
    #expect(calls.map(\.line) == [1, 2, 3])
    #expect(calls[1].template == .literal("%d of %d"))
  }

  @Test func placesAreTheKeysLiteral() {
    let found = lookups("\n    let x = NSLocalizedString(\"k\", comment: \"\")").lookups
    #expect(found.map { "\($0.line):\($0.column)" } == ["2:31"])
  }

  @Test func previewsAreNotLookedIn() {
    let code = """
      #Preview("Dark") { Text("Preview only") }
      struct Row_Previews: PreviewProvider {
        static var previews: some View { Text("Provider only") }
      }
      Text("Shown")
      """
    #expect(keys(code) == ["Shown"])
  }

  @Test func inferredInitializersAndDefaultValues() {
    let code = """
      let a: String = .init(localized: "Settings tab: About", defaultValue: "About")
      let b: LocalizedStringResource = .init("Icon Name: Holo", defaultValue: "Holo")
      let c = NSLocalizedString("save", tableName: "Shared", value: "Save", comment: "")
      let d = NSLocalizedString("plain", comment: "")
      let e = String(localized: "x", defaultValue: "X")
      """
    let found = lookups(code).lookups
    #expect(found.map(\.key) == ["Settings tab: About", "Icon Name: Holo", "save", "plain", "x"])
    #expect(found.map(\.hasDefaultValue) == [true, true, true, false, true])
  }

  @Test func wrappersTakingLocalizedStringKeysGetXcodesKey() {
    let code = "let count: Int = 2\nLuminareToggle(\"\\(count) windows\", isOn: $on)"
    #expect(keys(code, wrappers: [LookupWrapper(name: "LuminareToggle", shape: .function)]) == ["%lld windows"])
  }

  @Test func debugAndSimulatorBranchesAreReadAndMarked() {
    let code = """
      #if DEBUG
      Text("Debug menu")
      #else
      Text("Release")
      #endif
      #if targetEnvironment(simulator)
      Text("Simulate scan")
      #endif
      #if DEBUG || BETA
      Text("Beta too")
      #endif
      """
    let found = lookups(code).lookups
    #expect(found.map(\.key) == ["Debug menu", "Release", "Simulate scan", "Beta too"])
    #expect(found.map(\.isDebugOnly) == [true, false, true, false])
  }

  @Test func commentsHideLookups() {
    #expect(keys("// Text(\"a\")\n/* NSLocalizedString(\"b\", comment: \"\") */\nlet s = \"Text(\\\"c\\\")\"").isEmpty)
  }
}

/// Every seed of fuzz-source-lexer (Fuzz/Seeds/source, named `.seed` so no formatter rewrites them), crashes it found
/// included, lexes and is searched in both
/// languages.
@Suite struct FuzzSeedTests {
  static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Seeds/source")

  @Test func everySeedIsSearchedWithoutCrashing() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).sorted()
    #expect(names.contains("regression-unclosed-call-in-message.m.seed"))
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: Self.seeds.appendingPathComponent(name)))
      for language in [SourceLanguage.swift, .objectiveC] {
        let tokens = SourceLexer.tokens(bytes, language: language)
        Self.checkPlaces(tokens.tokens, in: tokens, name: name)
        let found = LookupFinder().find(in: bytes, language: language, file: name)
        #expect(found.lookups.allSatisfy { $0.line >= 1 && $0.column >= 1 })
      }
    }
  }

  /// Every token lies inside the file, in order, on its line (the fuzz target's invariant).
  static func checkPlaces(_ list: [SourceToken], in tokens: SourceTokens, name: String) {
    var previous = 0
    for token in list {
      #expect(token.start >= previous && token.start <= token.end && token.end <= tokens.bytes.count, "\(name): \(token)")
      #expect(token.line >= 1 && token.lineStart <= token.start, "\(name): \(token)")
      previous = token.start
      guard token.kind == .string else { continue }
      for case .interpolation(let inner) in tokens.literals[token.literal].parts { checkPlaces(inner, in: tokens, name: name) }
    }
  }
}

/// Text no person reads: a loading placeholder's, a hidden or transparent view's.
@Suite struct HiddenTextTests {
  @Test func redactedHiddenAndTransparentViewsAreMarked() {
    let code = """
      struct Skeleton: View {
        var body: some View {
          VStack {
            Text("Loading")
            Self.mainView
          }
          .redacted(reason: .placeholder)
        }
        static var mainView: some View {
          Text("Loading Title").font(.title)
        }
        var shown: some View {
          Text("Shown")
          Text("empty").lineLimit(1).opacity(0)
          Text("Gone").hidden()
          Text("Half").opacity(0.5)
          Text("Private").redacted(reason: .privacy)
        }
      }
      """
    let lookups = LookupFinder().find(in: Array(code.utf8), language: .swift, file: "A.swift").lookups
    #expect(lookups.filter(\.isHidden).map(\.key) == ["Loading", "Loading Title", "empty", "Gone"])
    #expect(lookups.filter { !$0.isHidden }.map(\.key) == ["Shown", "Half", "Private"])
  }
}
