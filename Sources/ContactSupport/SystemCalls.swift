/// `write(2)`, named so it does not clash with the Swift methods called `write`: writes up
/// to `count` bytes and returns how many were written, or -1 with `errno` set.
@inline(__always)
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #elseif canImport(Android)
    return Android.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}

/// The system's message for an `errno` value: "No such file or directory".
package func systemErrorMessage(_ number: Int32) -> String {
    String(cString: strerror(number))
}

/// `read(2)`, named so it does not clash with the Swift methods called `read`.
@inline(__always)
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #elseif canImport(Android)
    return Android.read(descriptor, buffer, count)
    #else
    return Glibc.read(descriptor, buffer, count)
    #endif
}

/// `open(2)`, named so it does not clash with methods called `open`.
package func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Darwin)
    return Darwin.open(path, flags, mode)
    #elseif canImport(Musl)
    return Musl.open(path, flags, mode)
    #elseif canImport(Android)
    return Android.open(path, flags, mode)
    #else
    return Glibc.open(path, flags, mode)
    #endif
}

/// `close(2)`, named so it does not clash with methods called `close`.
package func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    return Darwin.close(descriptor)
    #elseif canImport(Musl)
    return Musl.close(descriptor)
    #elseif canImport(Android)
    return Android.close(descriptor)
    #else
    return Glibc.close(descriptor)
    #endif
}

/// The processor cores online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1: how many
/// threads the engine and the dedupe stage use unless told otherwise.
package func systemCoreCount() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
