#ifndef COPYDECK_CMICROHTTPD_SHIM_H
#define COPYDECK_CMICROHTTPD_SHIM_H
// Fixed-arity wrappers for libmicrohttpd's variadic functions, which Swift cannot import.
// Every option goes through a typed parameter here, so Swift never builds a C varargs list by hand
// (a mismatched va_arg type silently corrupts memory).
//
// libmicrohttpd is not linked: `cmhd_load` opens it with dlopen when `copydeck serve` starts a server, so every other
// command starts without loading it and the ten libraries it pulls in (gnutls, nettle, gmp, p11-kit, …). The header
// gives the types and constants only; every call goes through a `cmhd_library` that `cmhd_load` filled.
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <netdb.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The libmicrohttpd functions the server calls, found by `cmhd_load`. The variadic ones are called through the
/// `cmhd_` wrappers below (Swift cannot call a C variadic function pointer).
typedef struct cmhd_library {
  void *start_daemon;
  void *get_daemon_info;
  void *get_connection_info;
  __typeof__(MHD_stop_daemon) *stop_daemon;
  __typeof__(MHD_get_connection_values) *get_connection_values;
  __typeof__(MHD_create_response_from_buffer) *create_response_from_buffer;
  __typeof__(MHD_create_response_from_callback) *create_response_from_callback;
  __typeof__(MHD_add_response_header) *add_response_header;
  __typeof__(MHD_queue_response) *queue_response;
  __typeof__(MHD_destroy_response) *destroy_response;
} cmhd_library;

/// Opens libmicrohttpd (soname 12, as Debian and Homebrew ship 0.9.x) and fills `library`; returns NULL when every
/// function was found, or the dynamic loader's message.
static inline const char *cmhd_load(cmhd_library *library) {
  static const char *const names[] = {
    "libmicrohttpd.so.12", "libmicrohttpd.so", "libmicrohttpd.12.dylib", "libmicrohttpd.dylib",
    "/opt/homebrew/lib/libmicrohttpd.dylib", "/usr/local/lib/libmicrohttpd.dylib",
  };
  void *handle = NULL;
  for (size_t index = 0; handle == NULL && index < sizeof names / sizeof names[0]; index++) {
    handle = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
  }
  if (handle == NULL) return dlerror();
#define CMHD_FIND(field, symbol) \
  if ((*(void **) &library->field = dlsym(handle, #symbol)) == NULL) return dlerror();
  CMHD_FIND(start_daemon, MHD_start_daemon)
  CMHD_FIND(get_daemon_info, MHD_get_daemon_info)
  CMHD_FIND(get_connection_info, MHD_get_connection_info)
  CMHD_FIND(stop_daemon, MHD_stop_daemon)
  CMHD_FIND(get_connection_values, MHD_get_connection_values)
  CMHD_FIND(create_response_from_buffer, MHD_create_response_from_buffer)
  CMHD_FIND(create_response_from_callback, MHD_create_response_from_callback)
  CMHD_FIND(add_response_header, MHD_add_response_header)
  CMHD_FIND(queue_response, MHD_queue_response)
  CMHD_FIND(destroy_response, MHD_destroy_response)
#undef CMHD_FIND
  return NULL;
}

static inline int cmhd_hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/// Decodes `%HH` in a request path or query value in place, except `%00`, which stays as the three characters.
///
/// libmicrohttpd's own decoder turns `%00` into a NUL byte, and the handler, which receives a C string, would see
/// `/public/style.css%00.js` as `/public/style.css`. Keeping `%00` literal makes such a path simply not found.
static size_t cmhd_unescape_except_nul(void *cls, struct MHD_Connection *connection, char *text) {
  (void) cls;
  (void) connection;
  char *write = text;
  const char *read = text;
  while (*read != 0) {
    if (read[0] == '%' && read[1] != 0 && read[2] != 0) {
      int high = cmhd_hex_value(read[1]), low = cmhd_hex_value(read[2]);
      if (high >= 0 && low >= 0 && (high | low) != 0) {
        *write++ = (char) (high * 16 + low);
        read += 3;
        continue;
      }
    }
    *write++ = *read++;
  }
  *write = 0;
  return (size_t) (write - text);
}

/// Starts a daemon on an already bound and listening socket.
///
/// `flags` are MHD_FLAG bits; `handler`/`completed` receive `cls`. Returns NULL when MHD refuses the
/// combination of flags and options.
static inline struct MHD_Daemon *cmhd_start_daemon(cmhd_library library,
                                                   unsigned int flags,
                                                   MHD_socket listen_socket,
                                                   MHD_AccessHandlerCallback handler,
                                                   MHD_RequestCompletedCallback completed,
                                                   void *cls,
                                                   unsigned int connection_timeout_seconds,
                                                   size_t connection_memory_limit,
                                                   unsigned int connection_limit) {
  struct MHD_OptionItem options[] = {
    { MHD_OPTION_LISTEN_SOCKET, (intptr_t) listen_socket, NULL },
    { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t) completed, cls },
    { MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t) connection_timeout_seconds, NULL },
    { MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t) connection_memory_limit, NULL },
    { MHD_OPTION_CONNECTION_LIMIT, (intptr_t) connection_limit, NULL },
    { MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t) cmhd_unescape_except_nul, NULL },
    { MHD_OPTION_END, 0, NULL },
  };
  __typeof__(MHD_start_daemon) *start = (__typeof__(MHD_start_daemon) *) library.start_daemon;
  return start(flags, 0, NULL, NULL, handler, cls, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The number of connections the daemon currently holds open.
static inline unsigned int cmhd_current_connections(cmhd_library library, struct MHD_Daemon *daemon) {
  __typeof__(MHD_get_daemon_info) *get_info = (__typeof__(MHD_get_daemon_info) *) library.get_daemon_info;
  const union MHD_DaemonInfo *info = get_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
  return info == NULL ? 0 : info->num_connections;
}

/// The socket of a connection, or -1 when libmicrohttpd does not say.
static inline int cmhd_connection_fd(cmhd_library library, struct MHD_Connection *connection) {
  __typeof__(MHD_get_connection_info) *get_info = (__typeof__(MHD_get_connection_info) *) library.get_connection_info;
  const union MHD_ConnectionInfo *info = get_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int) info->connect_fd;
}

/// The client's address (`127.0.0.1`, `::1`) written into `buffer`; an empty string when it is not known.
static inline void cmhd_client_address(cmhd_library library, struct MHD_Connection *connection, char *buffer, size_t size) {
  buffer[0] = 0;
  __typeof__(MHD_get_connection_info) *get_info = (__typeof__(MHD_get_connection_info) *) library.get_connection_info;
  const union MHD_ConnectionInfo *info = get_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL) return;
  const struct sockaddr *address = info->client_addr;
  socklen_t length = address->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in);
  if (getnameinfo(address, length, buffer, (socklen_t) size, NULL, 0, NI_NUMERICHOST) != 0) buffer[0] = 0;
}

/// Whether the peer of `fd` has closed its side (or the socket failed), without reading or waiting.
///
/// A peek at the socket: 0 bytes means the peer closed it, an error other than "nothing to read yet" means it broke;
/// bytes waiting (a pipelined request) are left for libmicrohttpd.
static inline int cmhd_peer_has_hung_up(int fd) {
  if (fd < 0) return 0;
  char byte;
  ssize_t count = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
  if (count > 0) return 0;
  if (count == 0) return 1;
  return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR;
}

/// Hands freed heap memory back to the system where the C library keeps it (glibc's `malloc_trim`, declared in
/// <malloc.h>, which Swift's Glibc module does not import); elsewhere nothing to do. Not a libmicrohttpd function:
/// this is simply the preview's C header.
#if defined(__GLIBC__)
#include <malloc.h>
static inline void cmhd_return_freed_memory(void) { (void) malloc_trim(0); }
#else
static inline void cmhd_return_freed_memory(void) {}
#endif

#endif
