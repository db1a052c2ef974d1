/// One step of a resolution's trail: a language (or entry) that was tried, and why it was used or skipped.
public struct ResolutionStep: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Whether the step produced the copy.
  public enum Outcome: String, Sendable, Hashable, Codable {
    /// This step's language (or built-in text) is what the result shows.
    case used
    /// This step was tried and passed over; ``ResolutionStep/reason`` says why.
    case skipped
  }

  /// The entry tried, or `nil` for a step about the locale itself.
  public var entry: String?
  /// The language tried, e.g. `ko`, or `nil` for a step about the entry as a whole.
  public var language: String?
  /// Used or skipped.
  public var outcome: Outcome
  /// Why, in a sentence: `ko.lproj/Groups.strings has no key 'group.full.message'`.
  public var reason: String

  /// Creates a step.
  public init(entry: String?, language: String?, outcome: Outcome, reason: String) {
    (self.entry, self.language, self.outcome, self.reason) = (entry, language, outcome, reason)
  }

  /// `entry [language]: used|skipped — reason`.
  public var description: String {
    let subject = [entry, language.map { "[\($0)]" }].compactMap { $0 }.joined(separator: " ")
    return "\(subject.isEmpty ? "-" : subject): \(outcome.rawValue) — \(reason)"
  }
}
