import Copydeck
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The core's only calls into the operating system: file status, advisory locks and the steps of an atomic write.
///
/// Every other file of `Copydeck` uses Foundation alone; these wrappers keep the Darwin and Glibc spellings in one
/// place. Each call reports failure as the `errno` text, so callers can say what went wrong.
///
/// The only pointers of the tools' file handling are here, and none is for speed (issue 42): a system call
/// takes a pointer to the memory it reads or fills (`pread`, `pwrite`, `read`), `readdir` gives a name as a C array,
/// and `renameat2` is found with `dlsym` as a C function pointer. Each pointer lives for one call and no longer.
package enum Platform {
  /// What `stat` says about a file.
  package struct FileStatus: Equatable {
    /// The device and inode, which name the file itself rather than a path to it.
    package var device: UInt64
    package var inode: UInt64
    /// The permission bits, set-id and sticky bits (`st_mode & 0o7777`).
    package var permissions: UInt32
    package var owner: UInt32
    package var group: UInt32
    /// How many names (hard links) the file has.
    package var linkCount: UInt64
    /// What kind of file it is (`st_mode & S_IFMT`; `stat` follows symbolic links, so never a link).
    package var kind: Kind
    /// The size in bytes.
    package var size: Int64
    /// When the contents last changed (`st_mtim`) and when the contents or status last changed (`st_ctim`), in
    /// nanoseconds: a write after a `stat` changes them (on Linux 6.13 and later even within one clock tick).
    package var modified: Int64
    package var changed: Int64

    /// Whether `other` is the same file: the same device and inode.
    package func isSameFile(as other: FileStatus) -> Bool {
      device == other.device && inode == other.inode
    }

    /// Whether nothing wrote to the file between this status and `other`: the same file, size and times.
    package func isUnchanged(since other: FileStatus) -> Bool {
      isSameFile(as: other) && size == other.size && modified == other.modified && changed == other.changed
    }

    /// The kinds of file `stat` tells apart.
    package enum Kind: Equatable {
      case regular, directory, characterDevice, blockDevice, socket, fifo, other
    }
  }

  /// A failed system call: which one, on which path, and the `errno` it set.
  package struct CallError: Error {
    package var call: String
    package var path: String
    package var code: Int32
    /// The system's own text for `code`, such as "Permission denied".
    package var reason: String { String(cString: strerror(code)) }
    /// Whether the call failed because nothing is at the path.
    package var isNotFound: Bool { code == ENOENT }
  }

  /// The absolute path `path` names once every symbolic link in it is followed.
  package static func resolvedPath(_ path: String) throws(CallError) -> String {
    guard let resolved = realpath(path, nil) else { throw CallError(call: "realpath", path: path, code: errno) }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The names in the folder at `path` (without `.` and `..`), in the order the system gives them: `readdir`, not
  /// `FileManager.contentsOfDirectory`, which costs about 7 % of a launch that lists two `.lproj` folders.
  package static func directoryNames(_ path: String) throws(CallError) -> [String] {
    guard let directory = opendir(path) else { throw CallError(call: "opendir", path: path, code: errno) }
    defer { closedir(directory) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw CallError(call: "readdir", path: path, code: errno) }
        return names
      }
      // `d_name` is a fixed-size C array; the pointer to it lives for this one conversion.
      let name = withUnsafePointer(to: &entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
      if name != ".", name != ".." { names.append(name) }
    }
  }

  /// Opens `path` for reading, for locking and reading it.
  package static func openForReading(_ path: String) throws(CallError) -> Int32 {
    let descriptor = retrying { open(path, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { throw CallError(call: "open", path: path, code: errno) }
    return descriptor
  }

  /// Opens `path` for reading to lock it, without waiting: a named pipe would otherwise block until a writer came.
  package static func openForLocking(_ path: String) throws(CallError) -> Int32 {
    let descriptor = retrying { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { throw CallError(call: "open", path: path, code: errno) }
    return descriptor
  }

  /// Opens `path` for writing in place, without truncating it.
  package static func openForWriting(_ path: String) throws(CallError) -> Int32 {
    let descriptor = retrying { open(path, O_WRONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { throw CallError(call: "open", path: path, code: errno) }
    return descriptor
  }

  /// Creates a new file at `path` that must not exist yet, readable and writable by its owner only.
  package static func createExclusively(_ path: String) throws(CallError) -> Int32 {
    let descriptor = retrying { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
    guard descriptor >= 0 else { throw CallError(call: "open", path: path, code: errno) }
    return descriptor
  }

  /// Creates an empty file at `path` (mode 0666 less the umask, as an editor would) unless a file is there already;
  /// whether this call made it. `O_EXCL`: never through a symbolic link, never over what another program made.
  @discardableResult
  package static func createIfAbsent(_ path: String) throws(CallError) -> Bool {
    let descriptor = retrying { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
    if descriptor >= 0 {
      close(descriptor)
      return true
    }
    guard errno == EEXIST else { throw CallError(call: "open", path: path, code: errno) }
    return false
  }

  /// Waits for the exclusive advisory lock (`flock`) of the open file `descriptor`.
  ///
  /// `flock` locks belong to the open file, not to the process, so two threads of one server that open the same
  /// table wait for each other just as two processes do.
  package static func lockExclusively(_ descriptor: Int32, path: String) throws(CallError) {
    guard retrying({ flock(descriptor, LOCK_EX) }) == 0 else { throw CallError(call: "flock", path: path, code: errno) }
  }

  /// Closes `descriptor`, which also releases its lock.
  package static func close(_ descriptor: Int32) {
    _ = closeDescriptor(descriptor)
  }

  /// The status of the open file `descriptor`.
  package static func status(of descriptor: Int32, path: String) throws(CallError) -> FileStatus {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw CallError(call: "fstat", path: path, code: errno) }
    return FileStatus(info)
  }

  /// The status of the file at `path` (following symbolic links), or `nil` when nothing is there.
  package static func status(atPath path: String) throws(CallError) -> FileStatus? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw CallError(call: "stat", path: path, code: errno)
    }
    return FileStatus(info)
  }

  /// Why this process may not write to the file at `path` (`access(W_OK)`), or `nil` when it may.
  package static func writeRefusal(_ path: String) -> WriteRefusal? {
    guard access(path, W_OK) != 0 else { return nil }
    switch errno {
    case EROFS: return .readOnlyFileSystem
    // Only an immutable (or append-only) flag refuses a write with EPERM; permission bits give EACCES.
    case EPERM: return .immutable
    default: return .permissions
    }
  }

  /// What stands in the way of writing a file.
  package enum WriteRefusal {
    /// Its permission bits.
    case permissions
    /// An immutable or append-only flag (`chattr +i` on Linux, `chflags uchg` on macOS).
    case immutable
    /// The file system it is on is mounted read-only.
    case readOnlyFileSystem
  }

  /// Reads the whole open file `descriptor` from its start.
  package static func readAll(_ descriptor: Int32, path: String, from start: off_t = 0) throws(CallError) -> Data {
    var result = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var offset = start
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in retrying { pread(descriptor, raw.baseAddress, raw.count, offset) } }
      guard count >= 0 else { throw CallError(call: "read", path: path, code: errno) }
      if count == 0 { return result }
      result.append(contentsOf: buffer[0..<count])
      offset += off_t(count)
    }
  }

  /// The whole file at `path` in one array of bytes, sized from the file's status (and grown if the file grows while
  /// it is read), so a large table is never held twice on its way in.
  package static func readFile(_ path: String) throws(CallError) -> [UInt8] {
    let descriptor = try openForReading(path)
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw CallError(call: "fstat", path: path, code: errno) }
    let expected = max(Int(info.st_size), 0)
    var failure: Int32 = 0
    // One byte more than the size, so that the read that finds the end fits in the same array; `read` fills the
    // array's own memory (uninitialized until then), so the file is not held twice.
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      while count < buffer.count {
        let read = retrying { readDescriptor(descriptor, buffer.baseAddress! + count, buffer.count - count) }
        if read < 0 { failure = errno }
        if read <= 0 { return }
        count += read
      }
    }
    guard failure == 0 else { throw CallError(call: "read", path: path, code: failure) }
    if bytes.count > expected {
      bytes += try readAll(descriptor, path: path, from: off_t(bytes.count))
    }
    return bytes
  }

  /// Whether the open file `descriptor` holds exactly `data`, compared a block at a time (no second copy in memory).
  package static func contents(of descriptor: Int32, path: String, equal data: Data) throws(CallError) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var offset = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in retrying { pread(descriptor, raw.baseAddress, raw.count, off_t(offset)) } }
      guard count >= 0 else { throw CallError(call: "read", path: path, code: errno) }
      if count == 0 { return offset == data.count }
      guard offset + count <= data.count, data[data.startIndex + offset..<data.startIndex + offset + count].elementsEqual(buffer[0..<count])
      else { return false }
      offset += count
    }
  }

  /// Whether any process (this one included) has the open file `descriptor` open for writing: a program that
  /// rewrites a file in place holds it so from its truncation to its last write. `nil` where the system cannot say.
  ///
  /// Linux answers through a read lease (`F_SETLEASE`), which cannot be taken while the file is open for writing and
  /// is dropped at once; its break signal is set to `SIGURG`, ignored by default, so a writer that opens the file in
  /// that instant (and waits for the drop) cannot stop this process. Leases need the file's owner or `CAP_LEASE`;
  /// for anyone else, and on other systems, the answer is `nil`.
  package static func hasWriters(_ descriptor: Int32) -> Bool? {
    #if os(Linux)
      let setSignal: Int32 = 10, setLease: Int32 = 1024  // F_SETSIG, F_SETLEASE (GNU extensions Glibc does not declare)
      guard fcntl(descriptor, setSignal, SIGURG) == 0 else { return nil }
      guard fcntl(descriptor, setLease, Int32(F_RDLCK)) == 0 else { return errno == EAGAIN ? true : nil }
      _ = fcntl(descriptor, setLease, Int32(F_UNLCK))
      return false
    #else
      return nil
    #endif
  }

  /// Writes `data` as the whole file at `path` (created with mode 0666 less the umask, or emptied first), without
  /// waiting for the disk: for files that are derived and written by the thousand, as a static site's pages are.
  /// Foundation's `Data.write(to:)` syncs each file to disk (`fsync`), which was most of the time of such a write.
  package static func writeWhole(_ data: Data, to path: String) throws(CallError) {
    let descriptor = retrying { open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
    guard descriptor >= 0 else { throw CallError(call: "open", path: path, code: errno) }
    defer { close(descriptor) }
    try writeAll(data, to: descriptor, path: path)
  }

  /// Writes all of `data` to `descriptor` from offset 0.
  package static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(CallError) {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { raw in
        retrying { pwrite(descriptor, raw.baseAddress! + written, raw.count - written, off_t(written)) }
      }
      guard count > 0 else { throw CallError(call: "write", path: path, code: count < 0 ? errno : EIO) }
      written += count
    }
  }

  /// Makes sure the file has room for `length` bytes before it is overwritten, so a full disk fails before any byte
  /// changes (a no-op where the system has no such call).
  package static func reserve(_ length: Int, for descriptor: Int32, path: String) throws(CallError) {
    #if canImport(Glibc)
      guard length > 0 else { return }
      let result = posix_fallocate(descriptor, 0, off_t(length))
      if result != 0 && result != EOPNOTSUPP && result != EINVAL { throw CallError(call: "posix_fallocate", path: path, code: result) }
    #endif
  }

  /// Cuts (or extends) the open file `descriptor` to `length` bytes.
  package static func truncate(_ descriptor: Int32, to length: Int, path: String) throws(CallError) {
    guard retrying({ ftruncate(descriptor, off_t(length)) }) == 0 else { throw CallError(call: "ftruncate", path: path, code: errno) }
  }

  /// Flushes the open file `descriptor` to the disk.
  package static func synchronize(_ descriptor: Int32, path: String) throws(CallError) {
    guard retrying({ fsync(descriptor) }) == 0 else { throw CallError(call: "fsync", path: path, code: errno) }
  }

  /// Gives the open file `descriptor` the permission bits `permissions`.
  package static func setPermissions(_ permissions: UInt32, of descriptor: Int32, path: String) throws(CallError) {
    guard fchmod(descriptor, mode_t(permissions)) == 0 else { throw CallError(call: "fchmod", path: path, code: errno) }
  }

  /// Gives the open file `descriptor` the owner and group; `false` when this process may not (only the superuser may
  /// give a file away).
  package static func setOwner(_ owner: UInt32, group: UInt32, of descriptor: Int32) -> Bool {
    if fchown(descriptor, uid_t(owner), gid_t(group)) == 0 { return true }
    return fchown(descriptor, uid_t.max, gid_t(group)) == 0
  }

  /// Renames `source` over `destination` in one step: a reader sees the old file or the new one.
  package static func rename(_ source: String, over destination: String) throws(CallError) {
    guard renameFile(source, destination) == 0 else { throw CallError(call: "rename", path: destination, code: errno) }
  }

  /// Swaps the files at `first` and `second` in one step (`renameat2(RENAME_EXCHANGE)`, `renamex_np(RENAME_SWAP)`), so
  /// the file that was at `second` can be looked at afterwards; `false` when the system or file system cannot.
  package static func exchange(_ first: String, _ second: String) throws(CallError) -> Bool {
    #if canImport(Darwin)
      guard renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 else {
        if errno == ENOTSUP || errno == EINVAL { return false }
        throw CallError(call: "renamex_np", path: second, code: errno)
      }
      return true
    #else
      guard let renameAt2 = Exchange.renameAt2 else { return false }
      guard renameAt2(Exchange.currentFolder, first, Exchange.currentFolder, second, Exchange.flag) == 0 else {
        if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP { return false }
        throw CallError(call: "renameat2", path: second, code: errno)
      }
      return true
    #endif
  }

  /// Gives the file at `existing` a second name, `new`.
  package static func link(_ existing: String, as new: String) throws(CallError) {
    guard linkFile(existing, new) == 0 else { throw CallError(call: "link", path: existing, code: errno) }
  }

  /// Removes the file at `path`, ignoring failure (used to clean up a temporary file).
  package static func removeQuietly(_ path: String) {
    _ = unlink(path)
  }

  /// Removes the folder at `path` if it is empty, ignoring failure.
  package static func removeFolderIfEmpty(_ path: String) {
    _ = rmdir(path)
  }

  /// Runs `call` again while it fails with `EINTR`.
  private static func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }
}

#if canImport(Glibc)
  /// glibc's `renameat2`, looked up when first needed: the Glibc module does not declare it (it is a GNU extension).
  private enum Exchange {
    typealias Call = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
    static let renameAt2: Call? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: Call.self) }
    /// `AT_FDCWD` and `RENAME_EXCHANGE` from <fcntl.h> and <linux/fs.h>.
    static let currentFolder: Int32 = -100
    static let flag: UInt32 = 1 << 1
  }
#endif

#if canImport(Darwin)
  private let closeDescriptor = Darwin.close
  private let linkFile = Darwin.link
  private let renameFile = Darwin.rename
  private let readDescriptor = Darwin.read
#elseif canImport(Glibc)
  private let closeDescriptor = Glibc.close
  private let linkFile = Glibc.link
  private let renameFile = Glibc.rename
  private let readDescriptor = Glibc.read
#endif

extension Platform.FileStatus {
  fileprivate init(_ info: stat) {
    // `dev_t` is `Int32` on Darwin and `UInt64` on Glibc; a Darwin device number may have its top bit set.
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(info.st_ino)
    permissions = UInt32(info.st_mode) & 0o7777
    owner = UInt32(info.st_uid)
    group = UInt32(info.st_gid)
    linkCount = UInt64(info.st_nlink)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
      changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
    #else
      modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
      changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    #endif
    kind =
      switch UInt32(info.st_mode) & UInt32(S_IFMT) {
      case UInt32(S_IFREG): .regular
      case UInt32(S_IFDIR): .directory
      case UInt32(S_IFCHR): .characterDevice
      case UInt32(S_IFBLK): .blockDevice
      case UInt32(S_IFSOCK): .socket
      case UInt32(S_IFIFO): .fifo
      default: .other
      }
  }
}
