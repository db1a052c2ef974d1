/// Form controls of the page chrome, labelled in Korean and English.
enum Controls {
  /// One choice of a segmented control: the query value, its short label and its full name (the tooltip).
  typealias Segment = (value: String, label: Bilingual, name: Bilingual)

  /// A `<select>` named `name` with bilingual option labels.
  static func select(_ name: String, label: Bilingual, options: [(value: String, label: Bilingual)], selected: String) -> HTML {
    let items = options.map { option -> HTML in
      let mark: HTML = option.value == selected ? " selected" : ""
      return "<option value=\"\(option.value)\"\(mark)>\(option.label.plain)</option>"
    }
    return "<label class=\"control\">\(label.html) <select name=\"\(name)\" data-autosubmit>\(items)</select></label>"
  }

  /// A group of radio buttons named `name`, drawn as a segmented control: one line of segments per row, each
  /// segment with its Korean label over its English one (once when both are the same, as for "iOS 26").
  static func segments(_ name: String, label: Bilingual, rows: [[Segment]], selected: String) -> HTML {
    let lines = rows.map { row -> HTML in
      let items = row.map { option -> HTML in
        let mark: HTML = option.value == selected ? " checked" : ""
        let text: HTML =
          option.label.korean == option.label.english
          ? "<span>\(option.label.korean)</span>"
          : "<span lang=\"ko\">\(option.label.korean)</span><span class=\"en\" lang=\"en\">\(option.label.english)</span>"
        return
          "<label class=\"segment\" title=\"\(option.name.plain)\"><input type=\"radio\" name=\"\(name)\" value=\"\(option.value)\"\(mark) data-autosubmit>\(text)</label>"
      }
      return "<span class=\"segment-row\">\(items)</span>"
    }
    return "<fieldset class=\"segments\" data-control=\"\(name)\"><legend>\(label.html)</legend>\(lines)</fieldset>"
  }
}
