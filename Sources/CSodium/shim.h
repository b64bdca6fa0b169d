#include <sodium.h>

// The macros Swift does not import as constants.

static inline size_t larder_pwhash_strbytes(void) { return crypto_pwhash_STRBYTES; }
static inline unsigned long long larder_pwhash_opslimit(void) {
  return crypto_pwhash_OPSLIMIT_INTERACTIVE;
}
static inline size_t larder_pwhash_memlimit(void) { return crypto_pwhash_MEMLIMIT_INTERACTIVE; }
