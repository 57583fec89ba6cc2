// The declarations of include/ContactRuntimeShim.h are defined by the Swift runtime; a C
// target needs a source file of its own.
#include "ContactRuntimeShim.h"
