#include <sqlite3.h>

// SQLite's destructor constants are casts Swift cannot import.
static inline sqlite3_destructor_type CSQLite_Transient(void) { return SQLITE_TRANSIENT; }
