#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// The system's message for an `errno` value: "No such file or directory".
func systemErrorMessage(_ number: Int32) -> String {
    String(cString: strerror(number))
}
