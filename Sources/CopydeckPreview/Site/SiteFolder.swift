import CopydeckFiles
import Foundation
import Synchronization

/// The folder a static site is written into: emptied of the site written there before, holding the preview's
/// styles and scripts under `public/`, and then the pages.
final class SiteFolder: Sendable {
  let root: URL
  private let count = Atomic<Int>(0)

  /// How many pages were written so far.
  var written: Int { count.load(ordering: .relaxed) }

  private init(root: URL) {
    self.root = root
  }

  /// Makes `directory` ready: created if missing, the files of an earlier site removed (a folder with other files is
  /// refused), the marker written, and `publicDirectory`'s files copied to `public/`.
  static func prepare(_ directory: URL, publicDirectory: URL) throws(SiteError) -> SiteFolder {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: publicDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .noPublicFolder(path: publicDirectory.path)
    }
    let marker = directory.appendingPathComponent(StaticSite.marker)
    let existing = (try? files.contentsOfDirectory(atPath: directory.path)) ?? []
    if !existing.isEmpty {
      guard existing.contains(StaticSite.marker) else { throw .notASite(path: directory.path) }
      for name in existing {
        let item = directory.appendingPathComponent(name)
        do { try files.removeItem(at: item) } catch { throw .writing(FileWriteError.writing(item, error: error)) }
      }
    }
    let folder = SiteFolder(root: directory)
    try folder.write(data: Data("Written by copydeck export --site; the next export replaces this folder.\n".utf8), to: marker)
    let publicFiles = (try? files.contentsOfDirectory(atPath: publicDirectory.path)) ?? []
    for name in publicFiles.sorted() where !name.hasPrefix(".") {
      let source = publicDirectory.appendingPathComponent(name)
      guard let data = files.contents(atPath: source.path) else { continue }  // a folder, or nothing to read
      try folder.write(data: data, to: directory.appendingPathComponent("public/\(name)"))
    }
    return folder
  }

  /// Writes each page at its path under the root.
  func write(_ pages: [SitePage]) throws(SiteError) {
    for page in pages {
      try write(data: Data(page.html.utf8), to: root.appendingPathComponent(page.path))
      count.add(1, ordering: .relaxed)
    }
  }

  private func write(data: Data, to url: URL) throws(SiteError) {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .writing(FileWriteError.writing(url, error: error))
    }
    do {
      try CopydeckFiles.Platform.writeWhole(data, to: url.path)
    } catch {
      throw .writing(FileWriteError.writing(url, error: POSIXError(POSIXErrorCode(rawValue: error.code) ?? .EIO)))
    }
  }
}
