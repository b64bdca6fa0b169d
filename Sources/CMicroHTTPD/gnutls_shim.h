#include <gnutls/gnutls.h>

// GnuTLS, which libmicrohttpd speaks TLS through, is loaded only when the server is given
// a certificate and key (dlopen, Sources/LarderWeb/Server/GnuTLS.swift), not linked: this
// header gives its types, constants and error codes, from libgnutls28-dev (which
// libmicrohttpd-dev depends on).
