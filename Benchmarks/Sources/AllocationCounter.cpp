// Counts heap allocations, so the path-generation family can check (and report) that building a
// path allocates nothing after warm-up.
//
// glibc lets the executable replace malloc: these definitions take over every call in the
// process (the Swift runtime's swift_slowAlloc, C++ operator new, cairo) and forward to glibc's
// own allocator through its __libc_* entry points, so memory from either side can be freed by the
// other. The counter is a relaxed atomic read and write, not a locked increment: the benchmarks
// run on one thread, and a plain load/store keeps the cost of counting to about a nanosecond.
#include <atomic>
#include <cerrno>
#include <cstddef>

#include "Support.hpp"

extern "C" {
void *__libc_malloc(size_t size);
void *__libc_calloc(size_t count, size_t size);
void *__libc_realloc(void *pointer, size_t size);
void *__libc_memalign(size_t alignment, size_t size);
void __libc_free(void *pointer);
}

namespace {
std::atomic<size_t> allocations{0};

inline void count() {
    allocations.store(allocations.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
}
}  // namespace

size_t bench::allocation_count() { return allocations.load(std::memory_order_relaxed); }

extern "C" {

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *result = pointer;
    return 0;
}

}  // extern "C"
