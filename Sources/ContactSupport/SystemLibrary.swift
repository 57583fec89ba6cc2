// The C library of the platform, for every module that imports this one: one place for
// the Glibc / Musl / Darwin choice instead of a block in each file that calls the system.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#elseif canImport(Android)
@_exported import Android
#endif
