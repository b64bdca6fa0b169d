#include <sqlite3.h>

/* sqlite3_config is variadic, which Swift cannot call: this turns off SQLite's memory
   statistics, whose global mutex every allocation otherwise takes. Only effective before
   SQLite's first use in the process. */
static inline int larder_sqlite3_disable_memstatus(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
