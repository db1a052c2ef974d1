import Copydeck
import CopydeckFiles
import Foundation

/// Screenshots of the entries as the static site draws them: each entry page of the site (``SitePages``) in each
/// language and appearance is opened from disk in headless Chromium, and its phone screen captured as a PNG, with
/// the frames of the title, the message and the buttons measured in the same page.
///
/// Several browsers work side by side (one per core, at most four), each on its share of the pages.
///
///     let chromium = try ChromiumLocator.find(option: nil)
///     let shots = try EntryScreenshots.take(
///       localizations: URL(fileURLWithPath: "Localizations"), publicDirectory: publicFolder,
///       languages: ["en", "ko"], chromium: chromium)
///     print(shots.count)   // entries × 2 languages × 2 appearances
public enum EntryScreenshots {
  /// Pixels per CSS pixel: the screens of the iPhones the preview draws.
  public static let defaultScale = 2.0

  /// Writes the entry pages of `localizations` in `languages` × every appearance into a scratch site (removed
  /// afterwards), and screenshots each; in the catalog's entry order, then language, then appearance.
  public static func take(
    localizations: URL, publicDirectory: URL, languages: [String], chromium: URL, scale: Double = defaultScale
  ) throws(ScreenshotError) -> [EntryScreenshot] {
    let loaded = LoadedCopy.load(from: localizations)
    guard loaded.catalog != nil else { throw .site(.unreadableCopy(loaded.errors)) }
    let snapshot = PreviewSnapshot(catalog: loaded.catalog, findings: loaded.findings, loadErrors: loaded.errors, generation: 0)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-screenshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let folder: SiteFolder
    do { folder = try SiteFolder.prepare(scratch, publicDirectory: publicDirectory) } catch { throw .site(error) }
    let pages = SitePages(snapshot: snapshot, host: .staticSite(command: "copydeck serve"))
    var targets: [Target] = []
    for definition in snapshot.catalog?.entries ?? [] {
      let id = definition.id
      let cancel = definition.buttons.firstIndex { $0.role == .cancel }
      for language in languages {
        for appearance in PreviewOptions.Appearance.allCases {
          guard let page = pages.entry(id, query: ["lang": language, "appearance": appearance.rawValue]) else { continue }
          do { try folder.write([page]) } catch { throw .site(error) }
          targets.append(
            Target(entryID: id, language: language, appearance: appearance.rawValue, page: page.path, cancelIndex: cancel))
        }
      }
    }
    return try take(targets, site: scratch, chromium: chromium, scale: scale)
  }

  /// One page to screenshot.
  struct Target: Sendable {
    var entryID: String
    var language: String
    var appearance: String
    var page: String
    /// Where the entry lists its first cancel button, which an action sheet draws last.
    var cancelIndex: Int?
  }

  /// The screenshots of `targets`, shared out among the browsers, in `targets`' order.
  static func take(_ targets: [Target], site: URL, chromium: URL, scale: Double) throws(ScreenshotError) -> [EntryScreenshot] {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4, targets.count))
    let shares = (0..<workers).map { worker in Array(stride(from: worker, to: targets.count, by: workers)) }
    let results = shares.concurrentMap { share in
      Result { () throws(ScreenshotError) -> [(Int, EntryScreenshot)] in
        let camera = try PageCamera(chromium: chromium, scale: scale)
        defer { camera.close() }
        return try share.map { index throws(ScreenshotError) in
          (index, try camera.shoot(targets[index], site: site))
        }
      }
    }
    var shots: [EntryScreenshot?] = Array(repeating: nil, count: targets.count)
    for result in results {
      switch result {
      case .success(let taken): for (index, shot) in taken { shots[index] = shot }
      case .failure(let error): throw error
      }
    }
    return shots.compactMap { $0 }
  }
}
