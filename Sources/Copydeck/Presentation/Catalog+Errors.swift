import Foundation

extension Catalog {
  /// Resolves the copy for any error.
  ///
  /// A ``PresentableError`` resolves by its entry id or server code; any other error (and an error whose id or
  /// code is unknown) resolves as the common failure.
  ///
  /// The result's ``ResolvedCopy/presentation`` says how to show it — the common failure as an error
  /// screen with retry, account and business errors as alerts, validation errors inline — and
  /// ``ResolvedCopy/isRetryable`` and ``ResolvedCopy/severity`` say whether to offer a retry and how serious it is.
  public func resolve(error: any Error, locale: String) -> ResolvedCopy {
    guard let presentable = error as? any PresentableError else {
      return commonFailure(for: error, locale: locale, because: "does not conform to PresentableError")
    }
    if let id = presentable.copyID {
      return resolve(id: id, locale: locale, arguments: presentable.copyArguments)
    }
    if let code = presentable.serverCode {
      return resolve(code: code, locale: locale, arguments: presentable.copyArguments)
    }
    return commonFailure(for: error, locale: locale, because: "has neither a copyID nor a serverCode")
  }

  /// Resolves the copy for any error in the language the app shows (see ``resolve(id:arguments:)``).
  public func resolve(error: any Error) -> ResolvedCopy {
    resolve(error: error, locale: preferredLanguage(for: Locale.preferredLanguages))
  }

  /// The common failure for `error`, whose type is named as the request, with `reason` first in the trail.
  private func commonFailure(for error: any Error, locale: String, because reason: String) -> ResolvedCopy {
    var copy = resolve(id: manifest.commonFailure, locale: locale)
    copy.requested = String(describing: type(of: error))
    copy.markFallback(prepending: [
      ResolutionStep(
        entry: nil, language: nil, outcome: .skipped,
        reason: "\(copy.requested) \(reason); showing the common failure")
    ])
    return copy
  }
}
