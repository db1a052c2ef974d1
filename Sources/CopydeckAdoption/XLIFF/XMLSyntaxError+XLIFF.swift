import CopydeckFiles

/// How an XLIFF import words a file the XML reader refuses.
extension XMLSyntaxError {
  /// What is wrong, in one sentence.
  var xliffMessage: String {
    guard problem == .nestedTooDeep else { return message }
    return "elements are nested more than \(XMLReader.maximumDepth) levels deep (an XLIFF file needs 5), so the file cannot be read"
  }

  /// What to do next.
  var xliffHint: String {
    switch problem {
    case .notUTF8:
      "save the file as UTF-8, as Xcode writes XLIFF (it was probably saved as Latin-1, UTF-16 or another encoding), then import it again"
    case .nestedTooDeep: "this is not an XLIFF export; export the translation again from the translation tool"
    case .malformed: "fix the XML at this place, or export the translation again from the translation tool"
    }
  }
}
