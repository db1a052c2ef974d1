import CoreFoundation
import Foundation

/// Apple's own answer for a `.strings` file: CoreFoundation's `CFPropertyListCreateWithData`, read as a CFDictionary.
///
/// The bridged `PropertyListSerialization` result is a Swift dictionary, which merges canonically equivalent keys
/// and replaces lone surrogates; reading the CFDictionary directly keeps every key as the device has it.
enum AppleOracle {
  /// Keys and values as UTF-16 code units.
  typealias UnitMap = [[UInt16]: [UInt16]]

  /// The table Apple reads, or `nil` when it rejects the data (or the result is not a dictionary of strings).
  static func table(_ data: Data) -> UnitMap? {
    let plist: CFPropertyList? = data.withUnsafeBytes { raw in
      guard let cfData = CFDataCreate(nil, raw.bindMemory(to: UInt8.self).baseAddress, data.count) else { return nil }
      var format = CFPropertyListFormat.openStepFormat
      return CFPropertyListCreateWithData(nil, cfData, 0, &format, nil)?.takeRetainedValue()
    }
    guard let plist, CFGetTypeID(plist) == CFDictionaryGetTypeID() else { return nil }
    let dictionary = unsafeBitCast(plist, to: CFDictionary.self)
    let count = CFDictionaryGetCount(dictionary)
    var keys = [UnsafeRawPointer?](repeating: nil, count: count)
    var values = [UnsafeRawPointer?](repeating: nil, count: count)
    CFDictionaryGetKeysAndValues(dictionary, &keys, &values)
    var map: UnitMap = [:]
    for index in 0..<count {
      let key = Unmanaged<CFTypeRef>.fromOpaque(keys[index]!).takeUnretainedValue()
      let value = Unmanaged<CFTypeRef>.fromOpaque(values[index]!).takeUnretainedValue()
      guard CFGetTypeID(value) == CFStringGetTypeID() else { return nil }
      map[units(unsafeBitCast(key, to: CFString.self))] = units(unsafeBitCast(value, to: CFString.self))
    }
    return map
  }

  /// The UTF-16 code units of a CFString, with lone surrogates replaced by U+FFFD as a Swift `String` would.
  private static func units(_ string: CFString) -> [UInt16] {
    let length = CFStringGetLength(string)
    var buffer = [UInt16](repeating: 0, count: length)
    CFStringGetCharacters(string, CFRange(location: 0, length: length), &buffer)
    return Array(String(decoding: buffer, as: UTF16.self).utf16)
  }
}
