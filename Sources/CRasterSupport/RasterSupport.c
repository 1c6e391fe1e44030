// The support header is inline-only; this file gives the target something to compile.
#include "RasterSupport.h"
