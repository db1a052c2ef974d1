#ifndef COPYDECK_CMICROHTTPD_SHIM_H
#define COPYDECK_CMICROHTTPD_SHIM_H
// Fixed-arity wrappers for libmicrohttpd's variadic functions, which Swift cannot import.
// Every option goes through a typed parameter here, so Swift never builds a C varargs list by hand
// (a mismatched va_arg type silently corrupts memory).
#include <stdint.h>
#include <microhttpd.h>

/// Starts a daemon on an already bound and listening socket.
///
/// `flags` are MHD_FLAG bits; `handler`/`completed` receive `cls`. Returns NULL when MHD refuses the
/// combination of flags and options.
static inline struct MHD_Daemon *cmhd_start_daemon(unsigned int flags,
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
    { MHD_OPTION_END, 0, NULL },
  };
  return MHD_start_daemon(flags, 0, NULL, NULL, handler, cls, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The number of connections the daemon currently holds open.
static inline unsigned int cmhd_current_connections(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
  return info == NULL ? 0 : info->num_connections;
}

#endif
