#ifndef CONTACT_RUNTIME_SHIM_H
#define CONTACT_RUNTIME_SHIM_H

// Entry points of the Swift runtime that Swift code cannot declare itself: `@_silgen_name`
// gives them the Swift calling convention, and the compiler warns that runtime symbols are
// reserved ("will become an error"). Declared here, they are C functions, as the runtime
// defines them and as the compiler's own code calls them. No definitions: the runtime every
// Swift program links provides them.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Adds `n` strong references to the native Swift object `object` in one atomic operation
/// (what `n` calls of `swift_retain` would do) and returns it.
void *_Nonnull swift_retain_n(void *_Nonnull object, uint32_t n);

/// Gives up `n` strong references to the native Swift object `object` in one atomic
/// operation (what `n` calls of `swift_release` would do), freeing it when they were its last.
void swift_release_n(void *_Nonnull object, uint32_t n);

#ifdef __cplusplus
}
#endif

#endif
