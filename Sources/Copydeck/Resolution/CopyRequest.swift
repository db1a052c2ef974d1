import Foundation

/// An entry id or a server code with its format arguments: what the generated accessors return, ready to resolve.
///
/// `catalog.resolve(Copy.Confirm.delete(item: "장보기"), locale: "ko-KR")` resolves exactly as
/// `catalog.resolve(id: "confirm.delete", locale: "ko-KR", arguments: ["장보기"])`.
public struct CopyRequest: Sendable, Hashable {
  /// What is asked for.
  public enum Target: Sendable, Hashable {
    /// An entry by its id, e.g. `group.full`.
    case id(String)
    /// The entry a server code maps to, e.g. `CGF0003`.
    case code(String)
  }

  /// The entry or server code.
  public var target: Target
  /// The format arguments, in position order.
  public var arguments: [CopyArgument]

  /// A request for entry `id`.
  public static func id(_ id: String, arguments: [CopyArgument] = []) -> CopyRequest {
    CopyRequest(target: .id(id), arguments: arguments)
  }

  /// A request for the entry server code `code` maps to.
  public static func code(_ code: String, arguments: [CopyArgument] = []) -> CopyRequest {
    CopyRequest(target: .code(code), arguments: arguments)
  }
}

extension Catalog {
  /// Resolves a request (from a generated accessor) for `locale`, as ``resolve(id:locale:arguments:)-(_,String,_)`` does.
  public func resolve(_ request: CopyRequest, locale: String) -> ResolvedCopy {
    switch request.target {
    case .id(let id): resolve(id: id, locale: locale, arguments: request.arguments)
    case .code(let code): resolve(code: code, locale: locale, arguments: request.arguments)
    }
  }

  /// Resolves a request for a Foundation `Locale`.
  public func resolve(_ request: CopyRequest, locale: Locale) -> ResolvedCopy {
    resolve(request, locale: locale.identifier)
  }

  /// Resolves a request in the language the app shows (see ``resolve(id:arguments:)``).
  public func resolve(_ request: CopyRequest) -> ResolvedCopy {
    resolve(request, locale: preferredLanguage(for: Locale.preferredLanguages))
  }
}
