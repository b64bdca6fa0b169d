#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

// libmicrohttpd is loaded when the server starts (dlopen,
// Sources/LarderWeb/Server/MicroHTTPD.swift), not linked: this header gives its types and
// constants, and wrappers of its variadic functions, which Swift cannot call, given their
// addresses.

typedef struct MHD_Daemon *(*larder_mhd_start_daemon)(
    unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback, void *,
    ...);
typedef const union MHD_ConnectionInfo *(*larder_mhd_get_connection_info)(
    struct MHD_Connection *, enum MHD_ConnectionInfoType, ...);

// MHD_start_daemon with the options as one MHD_OPTION_ARRAY, terminated by an MHD_OPTION_END
// entry.
static inline struct MHD_Daemon *larder_mhd_start(
    void *start_daemon, unsigned int flags, uint16_t port, MHD_AccessHandlerCallback handler,
    void *handler_cls, const struct MHD_OptionItem *options) {
  return ((larder_mhd_start_daemon)start_daemon)(flags, port, NULL, NULL, handler, handler_cls,
                                                 MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

// The function pointer of MHD_OPTION_NOTIFY_COMPLETED as the integer an option item holds.
static inline intptr_t larder_mhd_completed_option(MHD_RequestCompletedCallback callback) {
  return (intptr_t)callback;
}

// The client's address of a connection, or NULL.
static inline const struct sockaddr *larder_mhd_client_address(
    void *get_connection_info, struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = ((larder_mhd_get_connection_info)get_connection_info)(
      connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  return info == NULL ? NULL : info->client_addr;
}

// The function pointer of MHD_OPTION_NOTIFY_CONNECTION as the integer an option item holds.
static inline intptr_t larder_mhd_connection_option(MHD_NotifyConnectionCallback callback) {
  return (intptr_t)callback;
}

// The function pointer of MHD_OPTION_EXTERNAL_LOGGER as the integer an option item holds.
static inline intptr_t larder_mhd_logger_option(MHD_LogCallback callback) {
  return (intptr_t)callback;
}

// The socket of a connection, or -1.
static inline int larder_mhd_connection_socket(
    void *get_connection_info, struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = ((larder_mhd_get_connection_info)get_connection_info)(
      connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}
