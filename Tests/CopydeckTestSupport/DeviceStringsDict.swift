/// A `.stringsdict` whose iPad and iPhone forms each define their own `%#@n@` with other forms (as Xcode writes
/// compiled catalogs: every device form names its variable `arg1`; the iPad's reads `ld`, the iPhone's `d`), and whose
/// other devices show a plain string.
public enum DeviceStringsDict {
  /// The text of `en.lproj/Items.stringsdict`; key `items.title`. The iPad comes first, so a reader that keeps the
  /// first variable of a name gives an iPhone the iPad's forms. `iphoneOne: false` leaves out the iPhone's `one`.
  public static func text(iphoneOne: Bool = true) -> String {
    iphoneOne ? file : file.replacingOccurrences(of: "\t\t\t\t\t<key>one</key>\n\t\t\t\t\t<string>One item</string>\n", with: "")
  }

  /// The whole file.
  public static let file = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>items.title</key>
    \t<dict>
    \t\t<key>NSStringDeviceSpecificRuleType</key>
    \t\t<dict>
    \t\t\t<key>ipad</key>
    \t\t\t<dict>
    \t\t\t\t<key>NSStringLocalizedFormatKey</key>
    \t\t\t\t<string>On this iPad: %#@n@</string>
    \t\t\t\t<key>n</key>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t\t\t<string>ld</string>
    \t\t\t\t\t<key>one</key>
    \t\t\t\t\t<string>%ld tablet item</string>
    \t\t\t\t\t<key>other</key>
    \t\t\t\t\t<string>%ld tablet items</string>
    \t\t\t\t</dict>
    \t\t\t</dict>
    \t\t\t<key>iphone</key>
    \t\t\t<dict>
    \t\t\t\t<key>NSStringLocalizedFormatKey</key>
    \t\t\t\t<string>%#@n@</string>
    \t\t\t\t<key>n</key>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t\t\t<string>d</string>
    \t\t\t\t\t<key>zero</key>
    \t\t\t\t\t<string>Nothing here</string>
    \t\t\t\t\t<key>one</key>
    \t\t\t\t\t<string>One item</string>
    \t\t\t\t\t<key>other</key>
    \t\t\t\t\t<string>%d items</string>
    \t\t\t\t</dict>
    \t\t\t</dict>
    \t\t\t<key>other</key>
    \t\t\t<string>Items</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>
    """
}
