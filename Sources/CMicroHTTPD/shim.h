#ifndef COPYDECK_CMICROHTTPD_SHIM_H
#define COPYDECK_CMICROHTTPD_SHIM_H
// Fixed-arity wrappers for libmicrohttpd's variadic functions, which Swift cannot import.
#include <microhttpd.h>
#endif
