import CoreFoundation
import Foundation

/// Apple's own answer for a `.strings` file: CoreFoundation's `CFPropertyListCreateWithData`, read as a CFDictionary.
///
/// The bridged `PropertyListSerialization` result is a Swift dictionary, which merges canonically equivalent keys
/// and replaces lone surrogates; reading the CFDictionary directly keeps every key as the device has it.
///
/// The fuzz package compiles this same file (Fuzz/Sources/fuzz-strings-parser/AppleOracle.swift is a link to it).
enum AppleOracle {
  /// Keys and values as UTF-16 code units.
  typealias UnitMap = [[UInt16]: [UInt16]]

  /// The table Apple reads, or `nil` when it rejects the data (or the result is not a dictionary of strings).
  static func table(_ data: Data) -> UnitMap? {
    guard let entries = entries(data) else { return nil }
    var map: UnitMap = [:]
    for entry in entries { map[entry.key] = entry.value }
    return map
  }

  /// The keys of Apple's table (as ``table(_:)`` shows them) that stand for more than one key on the device: keys
  /// that differ only in lone surrogates. A Swift `String` replaces each lone surrogate with U+FFFD, so Copydeck,
  /// like this map, holds one key for all of them, and which value it holds says nothing; comparisons leave these
  /// keys out on both sides. (Found by the fuzzer: `"\UD84D…"` and `"\UD83D…"` as two keys of one file.)
  static func indistinguishableKeys(_ data: Data) -> Set<[UInt16]> {
    var seen: [[UInt16]: [UInt16]] = [:]  // key as shown → the device's key
    var ambiguous: Set<[UInt16]> = []
    for entry in entries(data) ?? [] {
      if let earlier = seen.updateValue(entry.deviceKey, forKey: entry.key), earlier != entry.deviceKey { ambiguous.insert(entry.key) }
    }
    return ambiguous
  }

  /// Every entry of the CFDictionary Apple reads: the key as the device has it, and key and value as a Swift
  /// `String` shows them.
  private static func entries(_ data: Data) -> [(deviceKey: [UInt16], key: [UInt16], value: [UInt16])]? {
    let plist: CFPropertyList? = data.withUnsafeBytes { raw in
      guard let cfData = CFDataCreate(nil, raw.bindMemory(to: UInt8.self).baseAddress, data.count) else { return nil }
      var format = CFPropertyListFormat.openStepFormat
      return CFPropertyListCreateWithData(nil, cfData, 0, &format, nil)?.takeRetainedValue()
    }
    guard let plist, CFGetTypeID(plist) == CFDictionaryGetTypeID() else { return nil }
    let dictionary = reinterpret(plist, as: CFDictionary.self)
    let count = CFDictionaryGetCount(dictionary)
    var keys = [UnsafeRawPointer?](repeating: nil, count: count)
    var values = [UnsafeRawPointer?](repeating: nil, count: count)
    CFDictionaryGetKeysAndValues(dictionary, &keys, &values)
    var entries: [(deviceKey: [UInt16], key: [UInt16], value: [UInt16])] = []
    for index in 0..<count {
      let key = Unmanaged<CFTypeRef>.fromOpaque(keys[index]!).takeUnretainedValue()
      let value = Unmanaged<CFTypeRef>.fromOpaque(values[index]!).takeUnretainedValue()
      guard CFGetTypeID(value) == CFStringGetTypeID() else { return nil }
      let deviceKey = rawUnits(reinterpret(key, as: CFString.self))
      entries.append((deviceKey, shown(deviceKey), shown(rawUnits(reinterpret(value, as: CFString.self)))))
    }
    return entries
  }

  /// Whether Apple's encoding detection leaves no character to parse: zero bytes, or a byte-order mark (or the two
  /// bytes it skips in UTF-16 without one) followed by less than one code unit. Copydeck reads such a file as an
  /// empty table, as `Bundle` lookups on the device do, while `CFPropertyListCreateWithData` rejects it.
  static func holdsNoCharacter(_ data: Data) -> Bool {
    let bytes = [UInt8](data)
    let count = bytes.count
    if count > 4, bytes.starts(with: [0, 0, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return count < 8 }
    if count > 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return false }
    if count > 2, bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes[0] == 0 || bytes[1] == 0 {
      return count < 4
    }
    return count <= 3
      && (count == 0 || bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]))
  }

  /// `object`, whose CoreFoundation type ID says it is a `T`, as a `T`.
  ///
  /// `unsafeDowncast` cannot do this on Linux: its debug-build check asks the Swift runtime, which does not know a
  /// CoreFoundation object as an instance of the imported CF class.
  private static func reinterpret<T: AnyObject>(_ object: AnyObject, as type: T.Type) -> T {
    Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque()).takeUnretainedValue()
  }

  /// The UTF-16 code units of a CFString as the device has them, lone surrogates included.
  private static func rawUnits(_ string: CFString) -> [UInt16] {
    let length = CFStringGetLength(string)
    var buffer = [UInt16](repeating: 0, count: length)
    CFStringGetCharacters(string, CFRange(location: 0, length: length), &buffer)
    return buffer
  }

  /// Code units with lone surrogates replaced by U+FFFD, as a Swift `String` holds them.
  private static func shown(_ units: [UInt16]) -> [UInt16] {
    Array(String(decoding: units, as: UTF16.self).utf16)
  }
}
