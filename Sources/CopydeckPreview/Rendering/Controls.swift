/// Form controls of the page chrome, labelled in Korean and English.
enum Controls {
  /// A `<select>` named `name` with bilingual option labels.
  static func select(_ name: String, label: Bilingual, options: [(value: String, label: Bilingual)], selected: String) -> HTML {
    let items = options.map { option -> HTML in
      let mark: HTML = option.value == selected ? " selected" : ""
      return "<option value=\"\(option.value)\"\(mark)>\(option.label.plain)</option>"
    }
    return "<label class=\"control\">\(label.html) <select name=\"\(name)\" data-autosubmit>\(items)</select></label>"
  }

  /// A group of radio buttons named `name`, drawn as a segmented control.
  static func segments(_ name: String, label: Bilingual, options: [(value: String, label: Bilingual)], selected: String) -> HTML {
    let items = options.map { option -> HTML in
      let mark: HTML = option.value == selected ? " checked" : ""
      return "<label class=\"segment\"><input type=\"radio\" name=\"\(name)\" value=\"\(option.value)\"\(mark) data-autosubmit> \(option.label.html)</label>"
    }
    return "<fieldset class=\"segments\" data-control=\"\(name)\"><legend>\(label.html)</legend>\(items)</fieldset>"
  }
}
