import CMicroHTTPD

/// libmicrohttpd, opened with `dlopen` when the first server starts, so a command that starts none (`check`,
/// `parse`, …) never loads it or the libraries it depends on.
enum MicroHTTPD {
  /// The library's functions, or why it could not be opened; loaded once, on first use.
  static let loaded: Result<cmhd_library, HTTPServerError> = {
    var library = cmhd_library()
    if let message = cmhd_load(&library) { return .failure(.cannotLoadLibrary(String(cString: message))) }
    return .success(library)
  }()

  /// The functions of the loaded library, for code that runs only under a started server (so loading succeeded);
  /// every field is set, since ``loaded`` fails unless `cmhd_load` found them all.
  static var library: cmhd_library {
    guard case .success(let library) = loaded else { preconditionFailure("libmicrohttpd used before a server started") }
    return library
  }
}

/// Function pointers into the loaded library, never changed after ``MicroHTTPD/loaded`` filled them.
extension cmhd_library: @retroactive @unchecked Sendable {}
