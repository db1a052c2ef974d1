import Copydeck
import CopydeckFiles

/// A piece of HTML whose interpolated strings are escaped unless they are `HTML` themselves.
///
/// Every renderer builds its markup with this type, so a translation containing `<script>` or a query value
/// containing `"` can only ever appear as text:
///
///     let title = "<b>Hi</b>"
///     let html: HTML = "<h1>\(title)</h1>"   // <h1>&lt;b&gt;Hi&lt;/b&gt;</h1>
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible, Equatable {
  /// The markup, ready to send.
  private(set) var rendered: String

  init(stringLiteral value: String) {
    rendered = value
  }

  init(stringInterpolation: Interpolation) {
    rendered = stringInterpolation.rendered
  }

  var description: String { rendered }

  /// Builds `HTML` from a literal with interpolations; strings are escaped, `HTML` is kept.
  struct Interpolation: StringInterpolationProtocol {
    fileprivate var rendered = ""

    init(literalCapacity: Int, interpolationCount: Int) {
      rendered.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    mutating func appendLiteral(_ literal: String) {
      rendered += literal
    }

    mutating func appendInterpolation(_ text: String) {
      rendered += Escaping.html(text)
    }

    mutating func appendInterpolation(_ number: Int) {
      rendered += String(number)
    }

    mutating func appendInterpolation(_ html: HTML) {
      rendered += html.rendered
    }

    mutating func appendInterpolation(_ parts: [HTML]) {
      for part in parts { rendered += part.rendered }
    }
  }
}
