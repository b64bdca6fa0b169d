#include <curl/curl.h>

// libcurl is loaded when mail is sent (dlopen, Sources/LarderMail/Curl.swift), not linked:
// this header gives its types and constants only. curl_easy_setopt is variadic, which Swift
// cannot call; these typed wrappers call it, given its address, with each kind of argument.

typedef CURLcode (*larder_curl_setopt)(CURL *, CURLoption, ...);

static inline CURLcode larder_curl_set_long(
    void *setopt, CURL *handle, CURLoption option, long value) {
  return ((larder_curl_setopt)setopt)(handle, option, value);
}

static inline CURLcode larder_curl_set_pointer(
    void *setopt, CURL *handle, CURLoption option, void *value) {
  return ((larder_curl_setopt)setopt)(handle, option, value);
}

static inline CURLcode larder_curl_set_string(
    void *setopt, CURL *handle, CURLoption option, const char *value) {
  return ((larder_curl_setopt)setopt)(handle, option, value);
}

static inline CURLcode larder_curl_set_read_function(
    void *setopt, CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
  return ((larder_curl_setopt)setopt)(handle, CURLOPT_READFUNCTION, function);
}

static inline CURLcode larder_curl_set_debug_function(
    void *setopt, CURL *handle, int (*function)(CURL *, curl_infotype, char *, size_t, void *)) {
  return ((larder_curl_setopt)setopt)(handle, CURLOPT_DEBUGFUNCTION, function);
}

static inline CURLcode larder_curl_set_write_function(
    void *setopt, CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
  return ((larder_curl_setopt)setopt)(handle, CURLOPT_WRITEFUNCTION, function);
}

// curl_easy_getinfo is variadic too: this reads a long (such as CURLINFO_RESPONSE_CODE).
typedef CURLcode (*larder_curl_getinfo)(CURL *, CURLINFO, ...);

static inline CURLcode larder_curl_get_long(
    void *getinfo, CURL *handle, CURLINFO info, long *value) {
  return ((larder_curl_getinfo)getinfo)(handle, info, value);
}
