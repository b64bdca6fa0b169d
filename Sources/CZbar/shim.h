#include <zbar.h>

// The fourcc of 8-bit grayscale, a macro Swift does not import.

static inline unsigned long larder_zbar_y800(void) { return zbar_fourcc('Y', '8', '0', '0'); }
