/// How much a finding matters to `copydeck check`.
///
/// Errors always fail the run; warnings fail it only with `--strict`.
public enum Severity: String, Sendable, Hashable, Codable {
  /// Something that would hurt a person on the device: a missing translation, a crashing format, a broken alert.
  case error
  /// Something that is probably wrong or reads badly, but shows and works.
  case warning
}
