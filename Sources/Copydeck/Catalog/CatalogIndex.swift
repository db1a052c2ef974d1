import Foundation

/// `catalog.index`, written at build time by `copydeck index`: where each record of `catalog.json` starts, and the
/// position of each record by id and by code ready to look up, so that ``Catalog/load(from:loading:)`` reads them
/// instead of finding them in the manifest's bytes and registering every id and code (the launch then costs what the
/// tables of the locale cost, not also a pass over the whole manifest).
///
/// An index holds the length and a digest of the manifest it was made from, and a load uses it only for exactly
/// those bytes: a missing, unreadable, damaged or out-of-date index is not used, and the load reads the manifest as
/// it would without one. Either way it gives the same copy, the same trails and the same errors.
public enum CatalogIndex {
  /// Whether an index file can be used for a manifest.
  public enum Status: Sendable, Equatable {
    /// It was made from the manifest as it is now: a load uses it.
    case current
    /// There is no file at the index's path.
    case missing
    /// There is a file, but it cannot be read.
    case unreadable(FileProblem)
    /// The file is no index (or is damaged).
    case notAnIndex
    /// The file was written in another version of the format, by another version of Copydeck.
    case otherVersion(UInt32)
    /// It was made from other manifest bytes: the manifest changed since.
    case outOfDate
    /// The manifest cannot be read, so nothing can be said about the index.
    case manifestUnreadable(FileProblem)
  }

  /// The index a load of `manifest` uses: beside it, named as it with `.index` for `.json` (`catalog.index`).
  public static func url(forManifest manifest: URL) -> URL {
    URL(fileURLWithPath: path(forManifest: manifest.path))
  }

  /// Writes the index of `manifest` to `output` (by default ``url(forManifest:)``) atomically, failing as
  /// `Catalog.load` fails when the manifest does not load; the file is rewritten only when its bytes change.
  public static func write(forManifest manifest: URL, to output: URL? = nil) throws(CatalogIndexError) -> GeneratedFile.Outcome {
    let output = output ?? url(forManifest: manifest)
    let bytes: [UInt8]
    do {
      bytes = try FileProblem.bytes(of: manifest)
    } catch {
      throw .manifest(.unreadable(file: manifest.path, problem: error))
    }
    let layout: ManifestLayout
    do {
      layout = try ManifestRecords.index(bytes, file: manifest.path, layout: nil).layout
    } catch {
      throw .manifest(error)
    }
    guard let index = bytes.withUnsafeBufferPointer({ CatalogIndexFormat.encode(layout, manifest: $0) }) else {
      throw .manifestTooLarge(file: manifest.path)
    }
    do {
      return try GeneratedFile.write(Data(index), to: output)
    } catch {
      throw .cannotWrite(error)
    }
  }

  /// Whether the file at `index` can be used for the manifest at `manifest` as it is now.
  public static func status(of index: URL, forManifest manifest: URL) -> Status {
    let manifestBytes: [UInt8]
    do {
      manifestBytes = try FileProblem.bytes(of: manifest)
    } catch {
      return .manifestUnreadable(error)
    }
    let indexBytes: [UInt8]
    do {
      indexBytes = try FileProblem.bytes(of: index)
    } catch {
      if case .missing = error { return .missing }
      return .unreadable(error)
    }
    let decoded = indexBytes.withUnsafeBufferPointer { indexBuffer in
      manifestBytes.withUnsafeBufferPointer { CatalogIndexFormat.decode(indexBuffer, manifest: $0) }
    }
    switch decoded {
    case .success: return .current
    case .failure(.notAnIndex): return .notAnIndex
    case .failure(.otherVersion(let version)): return .otherVersion(version)
    case .failure(.otherManifest): return .outOfDate
    }
  }

  /// What a load reads from `manifest` (the bytes of the manifest at `path`) kept in the index beside it, or `nil`
  /// when there is none that can be used for these bytes.
  static func layout(forManifestAt path: String, _ manifest: UnsafeBufferPointer<UInt8>) -> ManifestLayout? {
    let indexPath = Self.path(forManifest: path)
    // A regular file only: a FIFO at the path would block the read, and so the launch.
    guard (try? Platform.status(atPath: indexPath))??.kind == .regular, let index = try? Platform.readFile(indexPath) else {
      return nil
    }
    return index.withUnsafeBufferPointer { try? CatalogIndexFormat.decode($0, manifest: manifest).get() }
  }

  private static func path(forManifest path: String) -> String {
    (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".index"
  }
}
