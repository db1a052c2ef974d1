extension Unicode.Scalar {
  /// Whether the scalar is Unicode white space; ASCII and Hangul syllables are decided without a property lookup.
  var isWhiteSpace: Bool {
    switch value {
    case 0x09...0x0D, 0x20: true
    case 0...0x7F, 0xAC00...0xD7A3: false
    default: properties.isWhitespace
    }
  }
}
