/// The benchmarks' one call that exists on Glibc only: the malloc tracer that counts heap allocations per call.
///
/// The only file of the module that names a C library function by symbol (`scripts/check-platform-imports` keeps
/// Glibc and Darwin in Platform.swift files). On Darwin the tracer does not exist, so both calls do nothing and the
/// allocation column reads "n/a".
enum Platform {
  /// Starts glibc's malloc trace (`mtrace()`), into the file `MALLOC_TRACE` names.
  static func startMallocTrace() {
    #if canImport(Glibc)
      mtrace()
    #endif
  }

  /// Stops it (`muntrace()`).
  static func stopMallocTrace() {
    #if canImport(Glibc)
      muntrace()
    #endif
  }
}

#if canImport(Glibc)
  // glibc's malloc tracer from <mcheck.h>, which Swift does not import. libc's own definitions are no-op stubs since
  // glibc 2.34; with LD_PRELOAD=libc_malloc_debug.so.0 these calls reach the real tracer.
  @_silgen_name("mtrace") private func mtrace()
  @_silgen_name("muntrace") private func muntrace()
#endif
