#if Preview
  import CopydeckPreview
  import Foundation

  /// `copydeck serve`: the copywriter's preview in a browser, with live reload.
  ///
  /// Built with the package's `Preview` trait (on by default); without it the tool links no libmicrohttpd.
  enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "Preview every alert and error screen in a browser, live as files change"
    static let help = """
      USAGE: copydeck serve [--localizations DIR] [--host HOST] [--port PORT] [--allow-host HOST]... [--public DIR]
                            [--edit | --read-only] [--sources SRC]

      Serves the copy of DIR at http://HOST:PORT: every entry drawn as iOS draws it, Korean and English side by side,
      with the findings of `copydeck check`. Open pages update by themselves when a .strings file or catalog.json
      changes; a file that no longer parses is shown with its file:line:column while the last good copy stays.

      OPTIONS:
        --localizations DIR  the folder with catalog.json and the *.lproj tables (default: Localizations)
        --host HOST          the address to listen on (default: 127.0.0.1, this machine only)
        --port PORT          the port to listen on (default: 8080; 0 picks a free port and prints it)
        --allow-host HOST    also answer requests addressed to HOST (NAME, NAME:PORT, or * for any); by default
                             only the served address and localhost are answered, against DNS rebinding. Repeatable.
        --public DIR         the preview's CSS, JavaScript and icons (default: the public/ folder of the Copydeck
                             checkout the executable was built in); give it when the binary was copied elsewhere
        --edit               let copywriters edit and save even when HOST is not a loopback address (editing is on
                             by default only on 127.0.0.1, ::1 and localhost)
        --read-only          turn editing off: the pages only show the copy
        --sources SRC        the app's code, read once at start: each entry page lists the file:line:column of every
                             lookup of its keys (default: the git repository DIR is in, else DIR)

      EDITING: entry pages have a field for every value of every language; the drawing follows the typing and the
      findings follow from the server. Saving writes the tables with the byte-preserving editor, locked and
      atomically, and refuses to overwrite a value that changed on disk since the page loaded. A save needs this
      run's secret: open the ?edit=… address printed at start once, and that browser may save.

      Ctrl-C (SIGINT) or SIGTERM stops the server. Exit status 2 when it cannot start (a port in use, a missing folder).
      """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
      let folder = try arguments.option("localizations") ?? "Localizations"
      let host = try arguments.option("host") ?? "127.0.0.1"
      let portText = try arguments.option("port") ?? "8080"
      let allowedHosts = try arguments.options("allow-host")
      let publicOption = try arguments.option("public")
      let editEverywhere = arguments.flag("edit")
      let readOnly = arguments.flag("read-only")
      let sources = try arguments.option("sources")
      try arguments.finish()
      if editEverywhere && readOnly { throw UsageError("--edit and --read-only cannot be given together") }
      guard let port = UInt16(portText) else {
        throw UsageError("--port must be a number from 0 to 65535, not '\(portText)'")
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        Output.error(
          "copydeck serve: error: no folder at '\(folder)'; pass the folder that holds catalog.json and the *.lproj tables with --localizations DIR"
        )
        return .cannotRun
      }
      if let publicOption, !FileManager.default.fileExists(atPath: publicOption, isDirectory: &isDirectory) || !isDirectory.boolValue {
        Output.error("copydeck serve: error: no folder at '\(publicOption)'; pass the public/ folder of Copydeck with --public DIR")
        return .cannotRun
      }
      let publicDirectory = publicOption.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? findPublicDirectory()
      if publicDirectory == nil {
        Output.error(
          "copydeck serve: warning: the public/ folder of Copydeck was not found above the executable; pages are served without their styles and scripts — pass it with --public DIR"
        )
      }

      // Block the stop signals before any server thread starts (threads inherit the mask), then wait for one here.
      var stopSignals = Platform.StopSignals()

      let server: PreviewServer
      do {
        server = try PreviewServer(
          localizations: URL(fileURLWithPath: folder), publicDirectory: publicDirectory ?? URL(fileURLWithPath: "/nonexistent"),
          host: host, port: port, allowedHosts: allowedHosts, editing: readOnly ? .never : editEverywhere ? .always : .loopbackOnly,
          sources: sources.map { URL(fileURLWithPath: $0) } ?? SourceRoot.repository(of: URL(fileURLWithPath: folder)))
      } catch {
        Output.error("copydeck serve: error: \(error)")
        return .cannotRun
      }
      Output.print("Previewing \(folder) at \(server.address) — press Ctrl-C to stop")
      if let editAddress = server.editAddress {
        Output.print("To edit and save, open \(editAddress)")
      } else {
        Output.print("Editing is off (\(readOnly ? "--read-only" : "not on loopback; add --edit to allow it"))")
      }
      if !["127.0.0.1", "localhost", "::1"].contains(host) {
        // Ask for --allow-host only when none was given; otherwise say which names are answered.
        let answered =
          allowedHosts.contains("*")
          ? "answers requests addressed to any name"
          : "answers only requests addressed to \(([host, "localhost"] + allowedHosts).joined(separator: ", "))"
            + (allowedHosts.isEmpty ? ", so add the name they use with --allow-host NAME" : "")
        Output.error("copydeck serve: warning: listening on \(host): other machines on the network can connect; the preview \(answered)")
      }
      stopSignals.wait()
      server.stop()
      Output.print("Stopped")
      return .success
    }

    /// The repository's `public/` folder: found by walking up from the executable (`.build/debug/copydeck`), wherever
    /// it was started from.
    static func findPublicDirectory() -> URL? {
      guard let executable = Bundle.main.executableURL else { return nil }
      var directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
      while directory.path != "/" {
        let candidate = directory.appendingPathComponent("public")
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
          FileManager.default.fileExists(atPath: candidate.path)
        {
          return candidate
        }
        directory.deleteLastPathComponent()
      }
      return nil
    }
  }
#endif
