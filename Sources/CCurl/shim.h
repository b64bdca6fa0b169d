#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call; these
// typed wrappers pass each kind of argument through.

static inline CURLcode larder_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode larder_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode larder_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode larder_curl_set_read_function(
    CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
  return curl_easy_setopt(handle, CURLOPT_READFUNCTION, function);
}

static inline CURLcode larder_curl_set_debug_function(
    CURL *handle, int (*function)(CURL *, curl_infotype, char *, size_t, void *)) {
  return curl_easy_setopt(handle, CURLOPT_DEBUGFUNCTION, function);
}

static inline CURLcode larder_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}
