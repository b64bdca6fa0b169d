#include <sqlite3.h>

/* sqlite3_config is variadic, which Swift cannot call: this turns off SQLite's memory
   statistics, whose global mutex every allocation otherwise takes. Only effective before
   SQLite's first use in the process. */
static inline int larder_sqlite3_disable_memstatus(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/* Keeps the write-ahead log's file when the connection closes (emptied by the checkpoint
   that closing makes, to zero bytes with PRAGMA journal_size_limit = 0), so that the next
   command's write makes no new file and closing unlinks none (SQLite still syncs the
   folder once a process). A log left with frames in it would cost the next process a
   recovery that reads them all, so the checkpoint on close stays. */
static inline int larder_sqlite3_persist_log(sqlite3 *db) {
  int persist = 1;
  return sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
}

/* Whether closing the connection checkpoints the write-ahead log into the file (SQLite's
   default): off while a file is not yet known to be Larder's. sqlite3_db_config is
   variadic. */
static inline int larder_sqlite3_checkpoint_on_close(sqlite3 *db, int on) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, on ? 0 : 1, (int *)0);
}
