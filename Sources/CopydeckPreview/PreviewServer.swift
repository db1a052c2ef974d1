import Foundation

/// The copywriter's preview of a `Localizations/` folder.
///
/// It serves the folder as pages, JSON and live-reload events, and reloads it whenever a file changes on disk.
///
///     let server = try PreviewServer(localizations: folder, publicDirectory: publicFolder, port: 0)
///     print(server.address)   // http://127.0.0.1:53127
///     …
///     server.stop()
public final class PreviewServer: Sendable {
  private let http: HTTPServer
  private let store: SnapshotStore
  private let watcher: LocalizationsWatcher
  private let host: String
  private let secret: EditSecret?

  /// Loads `localizations`, starts watching it, and starts serving on `host`:`port` (port 0 picks a free one).
  ///
  /// - Parameters:
  ///   - localizations: the folder with `catalog.json` and the `*.lproj` tables.
  ///   - publicDirectory: the folder whose files are served under `/public/`.
  ///   - host: the address to listen on; only the loopback address by default.
  ///   - port: the port to listen on; 0 lets the system pick.
  ///   - allowedHosts: more `Host` header values to accept (`NAME`, `NAME:PORT` or `*`); see `--allow-host`.
  ///   - editing: when copywriters may edit and save (``EditingMode``); on for loopback only by default.
  ///   - sources: the app's code, read once at start so that each entry page lists where the code looks up its keys;
  ///     `nil` reads none.
  /// - Throws: ``HTTPServerError`` when the address cannot be listened on (for example a port in use).
  public init(
    localizations: URL, publicDirectory: URL, host: String = "127.0.0.1", port: UInt16 = 8080, allowedHosts: [String] = [],
    editing: EditingMode = .loopbackOnly, sources: URL? = nil
  ) throws(HTTPServerError) {
    let socket = try ListeningSocket.open(host: host, port: port)
    let filesAtLoad = LocalizationsWatcher.fingerprint(of: localizations)  // taken first, so no change goes unseen
    let loaded = LoadedCopy.load(from: localizations)
    let store = SnapshotStore(loaded, code: sources.map(CodeLookups.init(scanning:)) ?? CodeLookups())
    let reloader = Reloader(folder: localizations, store: store, stamps: filesAtLoad, loaded: loaded)
    let secret = editing.allowsEditing(onHost: host) ? EditSecret(port: socket.port) : nil
    let router = PreviewRouter(
      store: store, publicFiles: PublicFiles(directory: publicDirectory),
      allowedHosts: AllowedHosts(servedHost: host, port: socket.port, extra: allowedHosts),
      edits: EditAPI(store: store, reloader: reloader, secret: secret), head: HeadCache(folder: localizations))
    self.secret = secret
    http = try HTTPServer(socket: socket, handler: router.respond(to:))
    self.store = store
    self.host = host
    watcher = LocalizationsWatcher(folder: localizations, since: filesAtLoad) { reloader.reloadIfChanged() }
  }

  /// The port the server listens on.
  public var port: UInt16 { http.port }

  /// The address to open in a browser, such as `http://127.0.0.1:8080`.
  public var address: String {
    let name = host.filter { $0 == ":" }.count > 1 ? "[\(host)]" : host
    return "http://\(name):\(port)"
  }

  /// The address with this run's editing secret (`http://127.0.0.1:8080/?edit=…`): opening it lets that browser
  /// save. `nil` when editing is off.
  public var editAddress: String? {
    secret.map { "\(address)/?edit=\($0.value)" }
  }

  /// Stops watching, ends the open event streams, closes every connection and stops listening.
  ///
  /// Safe to call twice.
  public func stop() {
    watcher.stop()
    store.signal.close()
    http.stop()
  }

  deinit {
    stop()
  }
}
