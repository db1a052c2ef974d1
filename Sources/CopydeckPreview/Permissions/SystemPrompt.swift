import Copydeck

/// What iOS itself writes on a permission prompt, in English and Korean: the title (with the app's name in it) and the
/// buttons. The app supplies only the message, its purpose string.
///
/// The titles are the system's own as recorded by PGSSoft/AutoMate's table of iOS alerts per language (iOS 12.2,
/// `AutoMate/Models/Messages/*.json`); the location prompt's title and three buttons are those of iOS 13 and later
/// (Apple's Core Location documentation, and a UI test that taps them on a Korean device); the tracking prompt's Korean
/// title and buttons those a Korean app's UI tests match on the device. The others (Face ID, Bluetooth, the two-button
/// "Allow") are not confirmed by a source yet. docs/permissions.md lists the sources. Any other language's title and
/// buttons come from the system in that language, and the page says so rather than guess them.
struct SystemPrompt: Equatable {
  /// The title, `%@` standing for the app's name.
  var title: String
  var buttons: [DrawnAlert.Button]

  /// The prompt of the permission `key` in `language` (`en`, `ko`, or a regional form of them); `nil` for any other
  /// language, or a key whose prompt Copydeck does not know.
  static func of(key: String, language: String) -> SystemPrompt? {
    let english = language == "en" || language.hasPrefix("en-")
    guard english || language == "ko" || language.hasPrefix("ko-"), let texts = prompts[key] else { return nil }
    let title = english ? texts.english : texts.korean
    let labels = english ? texts.buttons.english : texts.buttons.korean
    // "Don't Allow" cancels; of two buttons the second, which grants, is drawn bold (the location prompt's three are
    // plain).
    let buttons = labels.enumerated().map { index, label in
      DrawnAlert.Button(
        label: label, role: index == texts.buttons.denyIndex ? .cancel : .default, preferred: labels.count == 2 && index == 1)
    }
    return SystemPrompt(title: title, buttons: buttons)
  }

  /// The two buttons of most prompts.
  private static let allow = Buttons(english: ["Don’t Allow", "Allow"], korean: ["허용 안 함", "허용"], denyIndex: 0)
  /// The location prompt's three: the grant in use comes last, as iOS stacks them.
  private static let location = Buttons(
    english: ["Allow Once", "Allow While Using App", "Don’t Allow"], korean: ["한 번 허용", "앱을 사용하는 동안 허용", "허용 안 함"],
    denyIndex: 2)
  private static let ok = Buttons(english: ["Don’t Allow", "OK"], korean: ["허용 안 함", "확인"], denyIndex: 0)

  private struct Buttons {
    var english: [String]
    var korean: [String]
    var denyIndex: Int
  }

  private static let prompts: [String: (english: String, korean: String, buttons: Buttons)] = [
    "NSCameraUsageDescription": ("“%@” Would Like to Access the Camera", "‘%@’이(가) 카메라에 접근하려고 합니다", allow),
    "NSMicrophoneUsageDescription": ("“%@” Would Like to Access the Microphone", "‘%@’이(가) 마이크에 접근하려고 합니다.", allow),
    "NSPhotoLibraryUsageDescription": ("“%@” Would Like to Access Your Photos", "‘%@’이(가) 사용자의 사진에 접근하려고 합니다", allow),
    "NSPhotoLibraryAddUsageDescription": ("“%@” Would Like to Add to your Photos", "‘%@’이(가) 사용자의 사진에 추가하려고 합니다", allow),
    "NSContactsUsageDescription": ("“%@” Would Like to Access Your Contacts", "‘%@’이(가) 사용자의 연락처에 접근하려고 합니다", allow),
    "NSCalendarsUsageDescription": ("“%@” Would Like to Access Your Calendar", "‘%@’이(가) 사용자의 캘린더에 접근하려고 합니다", allow),
    "NSRemindersUsageDescription": ("“%@” Would Like to Access Your Reminders", "‘%@’이(가) 사용자의 미리 알림에 접근하려고 합니다", allow),
    "NSLocationWhenInUseUsageDescription": ("Allow “%@” to use your location?", "‘%@’ 앱이 사용자의 위치를 사용하도록 허용하겠습니까?", location),
    "NSLocationAlwaysAndWhenInUseUsageDescription": ("Allow “%@” to use your location?", "‘%@’ 앱이 사용자의 위치를 사용하도록 허용하겠습니까?", location),
    "NSBluetoothAlwaysUsageDescription": ("“%@” Would Like to Use Bluetooth", "‘%@’에서 Bluetooth를 사용하려고 합니다.", allow),
    "NSMotionUsageDescription": (
      "“%@” Would Like to Access Your Motion & Fitness Activity", "‘%@’이(가) 사용자의 동작 및 피트니스 활동에 접근하려고 합니다", allow
    ),
    "NSSpeechRecognitionUsageDescription": ("“%@” Would Like to Access Speech Recognition", "‘%@’이(가) 음성 인식에 접근하려고 합니다", allow),
    "NSFaceIDUsageDescription": ("Do you want to allow “%@” to use Face ID?", "‘%@’에서 Face ID를 사용하도록 허용하겠습니까?", ok),
    "NSUserTrackingUsageDescription": (
      "Allow “%@” to track your activity across other companies’ apps and websites?",
      "‘%@’이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?",
      Buttons(english: ["Ask App Not to Track", "Allow"], korean: ["앱에 추적 금지 요청", "허용"], denyIndex: 0)
    ),
  ]
}
