/// The bilingual names the chrome shows for languages, categories and kinds.
enum DisplayNames {
  /// The name of a language token (`ko`, `en`, or a pseudo-language).
  static func language(_ token: String) -> Bilingual {
    switch token {
    case "ko": Bilingual("한국어", "Korean")
    case "en": Bilingual("영어", "English")
    case PseudoLanguage.accented.rawValue: Bilingual("악센트 의사 언어", "Accented pseudo-language")
    case PseudoLanguage.double.rawValue: Bilingual("두 배 길이 의사 언어", "Double-length pseudo-language")
    case PseudoLanguage.bounded.rawValue: Bilingual("경계 표시 의사 언어", "Bounded pseudo-language")
    case PseudoLanguage.rtl.rawValue: Bilingual("오른쪽에서 왼쪽 의사 언어", "Right-to-left pseudo-language")
    case "both": Bilingual("한국어와 영어", "Korean and English")
    default: Bilingual(token, token)
    }
  }

  /// The short name of a language token, for a segment of the entry page's language control.
  static func shortLanguage(_ token: String) -> Bilingual {
    switch token {
    case "both": Bilingual("모두", "Both")
    case PseudoLanguage.accented.rawValue: Bilingual("악센트", "Accented")
    case PseudoLanguage.double.rawValue: Bilingual("두 배 길이", "Double")
    case PseudoLanguage.bounded.rawValue: Bilingual("경계 표시", "Bounded")
    case PseudoLanguage.rtl.rawValue: Bilingual("역방향", "RTL")
    default: language(token)
    }
  }

  /// The name of a manifest category.
  static func category(_ category: String) -> Bilingual {
    switch category {
    case "common": Bilingual("공통 오류", "Common failures")
    case "account": Bilingual("계정", "Account")
    case "auth": Bilingual("인증", "Sign-in")
    case "business": Bilingual("업무 규칙", "Business rules")
    case "validation": Bilingual("입력 확인", "Input validation")
    case "domain": Bilingual("도메인", "Domain")
    case "location": Bilingual("위치", "Location")
    case "confirmation": Bilingual("확인 요청", "Confirmations")
    case "publishing": Bilingual("게시", "Publishing")
    default: Bilingual(category, category)
    }
  }

  /// The name of a kind of drawing.
  static func kind(_ kind: DrawnAlert.Kind) -> Bilingual {
    switch kind {
    case .alert: Bilingual("알림", "Alert")
    case .confirm: Bilingual("확인 시트", "Confirmation sheet")
    case .errorScreen: Bilingual("전체 화면 오류", "Full-screen error")
    case .inline: Bilingual("입력란 오류", "Inline error")
    }
  }

  /// The name of a control value.
  static func appearance(_ appearance: PreviewOptions.Appearance) -> Bilingual {
    switch appearance {
    case .light: Bilingual("라이트", "Light")
    case .dark: Bilingual("다크", "Dark")
    }
  }

  /// The name of a Dynamic Type size, with the iOS setting it matches.
  static func textSize(_ size: PreviewOptions.TextSize) -> Bilingual {
    switch size {
    case .large: Bilingual("기본 (큰 글자)", "Default (Large)")
    case .xxxLarge: Bilingual("가장 큰 일반 크기", "Largest standard (xxxLarge)")
    case .ax1: Bilingual("손쉬운 사용 1", "Accessibility 1")
    case .ax3: Bilingual("손쉬운 사용 3", "Accessibility 3")
    case .ax5: Bilingual("손쉬운 사용 5 (최대)", "Accessibility 5 (largest)")
    }
  }

  /// The short name of a Dynamic Type size, for a segment of the entry page's text size control.
  static func shortTextSize(_ size: PreviewOptions.TextSize) -> Bilingual {
    switch size {
    case .large: Bilingual("기본", "Large")
    case .xxxLarge: Bilingual("가장 큼", "xxxLarge")
    case .ax1: Bilingual("손쉬운 1", "AX1")
    case .ax3: Bilingual("손쉬운 3", "AX3")
    case .ax5: Bilingual("손쉬운 5", "AX5")
    }
  }

  /// The short name of an alert design: the iOS version, the same in both languages.
  static func shortDesign(_ design: PreviewOptions.Design) -> Bilingual {
    switch design {
    case .ios26: Bilingual("iOS 26", "iOS 26")
    case .classic: Bilingual("iOS 13–18", "iOS 13–18")
    }
  }

  /// The name of an alert design.
  static func design(_ design: PreviewOptions.Design) -> Bilingual {
    switch design {
    case .ios26: Bilingual("iOS 26 (기본)", "iOS 26 (default)")
    case .classic: Bilingual("iOS 13–18 (이전)", "iOS 13–18 (classic)")
    }
  }
}
