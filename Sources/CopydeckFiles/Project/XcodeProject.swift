import Copydeck
import Foundation

/// What Copydeck reads from an Xcode project (`project.pbxproj`): the development region, and each target's build
/// settings per configuration, the project's own settings beneath the target's (as Xcode resolves them), each setting
/// at its line and column.
///
/// Settings that come from `.xcconfig` files are not read.
public struct XcodeProject: Sendable {
  /// One build setting's value, where it is written.
  public struct Setting: Sendable, Equatable {
    /// The value; an array value (`OTHER_LDFLAGS = (a, b)`) joined with spaces.
    public var value: String
    /// Where the value is written in `project.pbxproj`.
    public var location: SourceLocation
  }

  /// One build configuration (`Debug`, `Release`) of a target.
  public struct Configuration: Sendable {
    /// The configuration's name.
    public var name: String
    /// The target's settings over the project's of the same configuration name.
    public var settings: [String: Setting]
  }

  /// One target of the project.
  public struct Target: Sendable {
    /// The target's name, as Xcode shows it.
    public var name: String
    /// `com.apple.product-type.application`, `…app-extension`, … (`nil` for an aggregate target).
    public var productType: String?
    /// Its build configurations, each with its settings.
    public var configurations: [Configuration]

    /// Whether the target builds an app (iOS, macOS, watchOS or an App Clip), whose `Info.plist` declares the prompts
    /// the person sees.
    public var isApplication: Bool {
      productType.map { $0.hasPrefix("com.apple.product-type.application") } ?? false
    }
  }

  /// The path as diagnostics name it.
  public var file: String
  /// The folder that holds the `.xcodeproj` (what `$(SRCROOT)` and relative paths in settings start from).
  public var sourceRoot: URL
  /// `developmentRegion` of the project (`en`, `ko`; `English` in old projects), if written.
  public var developmentRegion: String?
  /// Every target, in the project's order.
  public var targets: [Target]

  /// Reads `<name>.xcodeproj/project.pbxproj` at `url`; `file` names it in diagnostics.
  ///
  /// - Throws: a diagnostic at its line and column when the file does not read or is no project.
  public init(contentsOf url: URL, file: String) throws(StringsDiagnostic) {
    let bytes = try StringsParser.readBytes(url)
    try self.init(bytes: bytes, file: file, sourceRoot: url.deletingLastPathComponent().deletingLastPathComponent())
  }

  /// Reads the bytes of a `project.pbxproj`.
  public init(bytes: [UInt8], file: String, sourceRoot: URL) throws(StringsDiagnostic) {
    let root = try OldStylePropertyListReader.parse(bytes, file: file)
    let start = SourceLocation(file: file, line: 1, column: 1)
    func missing(_ what: String) -> StringsDiagnostic {
      OldStyleSyntaxError(problem: .notAProject(missing: what), location: start).diagnostic
    }
    guard let objects = root["objects"]?.members else { throw missing("objects dictionary") }
    var byID: [String: PropertyListNode] = [:]
    for member in objects where byID[member.key] == nil { byID[member.key] = member.node }
    guard let rootID = root["rootObject"]?.string, let project = byID[rootID] else { throw missing("root object") }
    self.file = file
    self.sourceRoot = sourceRoot
    developmentRegion = project["developmentRegion"]?.string
    let projectConfigurations = Self.configurations(of: project, in: byID)
    targets = (project["targets"]?.elements ?? []).compactMap { element in
      guard let id = element.string, let target = byID[id] else { return nil }
      let own = Self.configurations(of: target, in: byID)
      let merged = own.map { configuration in
        var settings = projectConfigurations.first { $0.name == configuration.name }?.settings ?? [:]
        settings.merge(configuration.settings) { _, target in target }
        return Configuration(name: configuration.name, settings: settings)
      }
      return Target(name: target["name"]?.string ?? id, productType: target["productType"]?.string, configurations: merged)
    }
  }

  /// The configurations of the list an object (the project or a target) names in `buildConfigurationList`.
  private static func configurations(of object: PropertyListNode, in objects: [String: PropertyListNode]) -> [Configuration] {
    guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID] else { return [] }
    return (list["buildConfigurations"]?.elements ?? []).compactMap { element in
      guard let id = element.string, let configuration = objects[id] else { return nil }
      var settings: [String: Setting] = [:]
      for member in configuration["buildSettings"]?.members ?? [] {
        let value: String? =
          switch member.node.value {
          case .string(let text): text
          case .array(let elements): elements.compactMap(\.string).joined(separator: " ")
          default: nil
          }
        if let value { settings[member.key] = Setting(value: value, location: member.keyLocation) }
      }
      return Configuration(name: configuration["name"]?.string ?? id, settings: settings)
    }
  }

  /// The project's development region as a language code: `en` for the `English` of old projects.
  public var developmentLanguage: String? {
    developmentRegion.map { $0 == "English" ? "en" : $0 }
  }
}

extension PropertyListNode {
  /// The value of the first member named `key` of a dictionary (`nil` for any other value).
  package subscript(key: String) -> PropertyListNode? {
    members?.first { $0.key == key }?.node
  }

  /// The members of a dictionary, `nil` for any other value.
  package var members: [Member]? {
    if case .dictionary(let members) = value { members } else { nil }
  }

  /// The elements of an array, `nil` for any other value.
  package var elements: [PropertyListNode]? {
    if case .array(let elements) = value { elements } else { nil }
  }

  /// The text of a string, `nil` for any other value.
  package var string: String? {
    if case .string(let text) = value { text } else { nil }
  }
}
