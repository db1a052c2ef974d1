import Foundation

/// A button as the browser laid it out, read by ``LayoutProbe/buttons``.
struct DrawnButton {
  var role: String
  var preferred: Bool
  var label: String
  var left, right, top, bottom: Double
  var color: String
  var weight: Int

  init(_ json: [String: Any]) {
    role = json["role"] as? String ?? ""
    preferred = json["preferred"] as? Bool ?? false
    label = json["label"] as? String ?? ""
    left = (json["left"] as? NSNumber)?.doubleValue ?? .nan
    right = (json["right"] as? NSNumber)?.doubleValue ?? .nan
    top = (json["top"] as? NSNumber)?.doubleValue ?? .nan
    bottom = (json["bottom"] as? NSNumber)?.doubleValue ?? .nan
    color = json["color"] as? String ?? ""
    weight = (json["weight"] as? NSNumber)?.intValue ?? 0
  }
}

/// One drawing's buttons and arrangement, as the browser laid them out.
struct DrawnButtons {
  var lang: String
  var kind: String
  var layout: String?
  var buttons: [DrawnButton]

  /// Reads the result of ``LayoutProbe/buttons``.
  static func read(_ json: Any) -> [DrawnButtons] {
    (json as? [[String: Any]] ?? []).map { drawing in
      DrawnButtons(
        lang: drawing["lang"] as? String ?? "", kind: drawing["kind"] as? String ?? "", layout: drawing["layout"] as? String,
        buttons: (drawing["buttons"] as? [[String: Any]] ?? []).map(DrawnButton.init))
    }
  }
}
