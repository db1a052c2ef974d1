import Copydeck
import CopydeckChecks
import CopydeckFiles
import Foundation

/// `copydeck set FILE KEY VALUE`: changes one value in place, keeping every other byte of the file.
enum SetCommand: Command {
  static let name = "set"
  static let summary = "Change one value of a .strings file in place, keeping every other byte"
  static let help = """
    USAGE: copydeck set FILE KEY VALUE
           copydeck set FILE.xcstrings KEY VALUE --language LANG [--form FORM]

    Sets KEY to VALUE in FILE. When KEY is already there, only its value changes (the last entry, when the key is
    repeated — the one the device uses); otherwise a "KEY" = "VALUE"; entry is added at the end (inside the closing
    } or </dict> of the braced and XML forms). Comments, order, spacing, line endings, encoding and byte-order mark
    stay as they were. VALUE is written with the escapes Apple's parser decodes (\\" \\\\ \\n \\t \\r \\U…), so the
    device shows exactly VALUE. Keys are matched by Unicode scalars, as on the device.

    In a String Catalog (.xcstrings) --language names the localization: its stringUnit value changes where it
    stands, or a translated localization is added (and the key, as "manual", when the catalog lacks it) among the
    others in Xcode's order and formatting, so the diff is that change alone and Xcode rewrites nothing.

    A localization that varies by plural or device is set one form at a time: --form names it as Xcode's XLIFF does
    after "KEY|==|": plural.one, device.iphone.plural.other, substitutions.files.plural.zero. An existing form
    changes where it stands; a missing form (few beside one and other) is added in Xcode's order; a new
    localization starts with plural.other. Without --form such a localization is refused, with its forms listed.

    Review state is kept true in the same locked update. For FILE in a <language>.lproj folder, the table's review
    file (<Table>.copydeck-review beside the .lproj folders; docs/review-state.md) records which development text
    each translation was confirmed against: a changed development text leaves its translations outdated (copydeck
    check reports them as translation-outdated until they are saved again or confirmed with copydeck confirm), a
    translation written is confirmed. The development language is catalog.json's (en without one). In a String
    Catalog, a changed source text marks the key's translated strings needs_review and a translation written
    becomes translated, as Xcode's editor does.

    The file is replaced atomically: the new bytes go to a temporary file in the same folder, which is flushed and
    then renamed over FILE, so a crash or a full disk never leaves a half-written table. The read and the write hold
    the file's advisory lock (flock), so several `copydeck set` runs and the preview's saves on one table wait for
    each other and no change is lost. A symbolic link is followed and its target written; the file keeps its mode,
    owner and group, and a file with several hard links is rewritten in place so all its names stay one file. A
    read-only file is refused, not replaced, and so is anything but a regular file (a device, a folder, a pipe), and
    a binary property list (what Xcode's build writes; convert it with plutil -convert xml1, or edit its source).
    A program that writes FILE without the lock (an editor or Xcode saving over it, a rewrite in place) is seen:
    a read it interrupts is not used, and just before the rename FILE must still be the file that was read, with
    the same bytes; otherwise FILE is read again and the value set on its new bytes, and when it keeps changing
    nothing is written (exit 2).

    EXIT STATUS:
      0  the value was set
      1  the file does not parse (fix it first; nothing is written), or a new key would land after the point where
         Apple's parser silently stops reading
      2  usage error, or the file cannot be read or written (missing, read-only, a full disk)
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    let language = try arguments.option("language")
    let formText = try arguments.option("form")
    let path = try arguments.positional("FILE")
    let key = try arguments.positional("KEY")
    let value = try arguments.positional("VALUE")
    try arguments.finish()
    let url = URL(fileURLWithPath: path)
    if url.pathExtension == "xcstrings", language == nil {
      throw UsageError("copydeck set on a String Catalog needs --language LANG, e.g. --language ko")
    }
    var form = FormPath([])
    if let formText {
      guard url.pathExtension == "xcstrings" else {
        throw UsageError("--form names a form of a String Catalog localization; \(path) is not an .xcstrings file")
      }
      guard let parsed = FormPath(formText) else {
        throw UsageError("--form \(formText) is not a form: write plural.one, device.iphone.plural.other or substitutions.NAME.plural.few")
      }
      form = parsed
    }
    return try TableWriteFailure.reported {
      if url.pathExtension == "xcstrings", let language {
        let (existed, marked) = try StringCatalogEditor.edit(fileAt: url) { editor in
          try editor.setValueAsXcode(value, forKey: key, language: language, form: form)
        }
        let place = form.steps.isEmpty ? language : "\(language) \(form)"
        Output.error("\(path): \(existed ? "changed" : "added") \(Escaping.jsonLiteral(key)) in \(place)\(outdated(marked))")
        return .success
      }
      let review = try ReviewedFile.review(of: url)
      let existed = try StringsEditor.edit(fileAt: url, review: review?.review) { editor in try editor.setValue(value, forKey: key) }
      let marked = try review.map { review in
        review.language == review.review.developmentLanguage ? try review.review.outdated().count { $0.translation.key == key } : 0
      }
      Output.error("\(path): \(existed ? "changed" : "added") \(Escaping.jsonLiteral(key))\(outdated(marked ?? 0))")
      return .success
    }
  }

  /// `; N translations now outdated` after a changed development text, nothing otherwise.
  private static func outdated(_ count: Int) -> String {
    count == 0
      ? "" : "; \(count) translation\(count == 1 ? "" : "s") of it now outdated (copydeck check lists them, copydeck confirm clears them)"
  }
}
