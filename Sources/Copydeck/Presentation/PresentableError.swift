/// An app error that knows which catalog entry describes it.
///
/// Conform your error types and hand any error to ``Catalog/resolve(error:locale:)``:
///
/// ```swift
/// enum JoinGroupError: PresentableError {
///   case full, alreadyMember
///   var copyID: String? { self == .full ? "group.full" : "group.alreadyMember" }
/// }
/// enum ServerError: PresentableError {
///   case business(code: String)
///   var serverCode: String? { if case .business(let code) = self { code } else { nil } }
/// }
/// ```
public protocol PresentableError: Error {
  /// The id of the entry that describes this error, e.g. `group.full`; `nil` to map by ``serverCode``.
  var copyID: String? { get }
  /// The server code of this error, e.g. `CGF0003`, used when ``copyID`` is `nil`.
  var serverCode: String? { get }
  /// The values for the entry's format arguments, in position order.
  var copyArguments: [CopyArgument] { get }
}

extension PresentableError {
  /// No entry id: map by ``serverCode``.
  public var copyID: String? { nil }
  /// No server code.
  public var serverCode: String? { nil }
  /// No arguments.
  public var copyArguments: [CopyArgument] { [] }
}
