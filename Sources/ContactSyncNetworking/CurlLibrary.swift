#if os(Linux)
import Foundation

/// The few functions of libcurl's easy interface that ``CurlTransport`` calls, looked up at
/// run time in the libcurl that FoundationNetworking already loads (`libcurl.so.4`), so the
/// package needs no headers and no package of its own for it.
///
/// `curl_easy_setopt` is variadic. On Linux's calling conventions (System V x86-64, AAPCS64)
/// an integer or pointer argument travels in the same register whether the prototype is
/// variadic or fixed, so it is called here through three fixed prototypes, one per kind of
/// value; this file is compiled for Linux only.
struct CurlLibrary: @unchecked Sendable {
    typealias Handle = OpaquePointer
    typealias DataCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

    let globalInit: @convention(c) (Int) -> Int32
    let easyInit: @convention(c) () -> Handle?
    let easyCleanup: @convention(c) (Handle?) -> Void
    let easyReset: @convention(c) (Handle?) -> Void
    let easyPerform: @convention(c) (Handle?) -> Int32
    let easyStrerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let setLong: @convention(c) (Handle?, Int32, Int) -> Int32
    let setPointer: @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
    let setCallback: @convention(c) (Handle?, Int32, DataCallback) -> Int32
    let getLong: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>) -> Int32
    let listAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    let listFree: @convention(c) (OpaquePointer?) -> Void

    /// libcurl as loaded in this process, initialised once; nil when it cannot be found.
    static let shared: CurlLibrary? = {
        guard let library = CurlLibrary() else { return nil }
        // CURL_GLOBAL_ALL; FoundationNetworking makes the same call, and a second is counted.
        guard library.globalInit(3) == 0 else { return nil }
        return library
    }()

    private init?() {
        // Already in the process when FoundationNetworking is; opened by name otherwise.
        let handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_GLOBAL)
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let pointer = dlsym(handle, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let globalInit = symbol("curl_global_init", as: (@convention(c) (Int) -> Int32).self),
            let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
            let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
            let easyReset = symbol("curl_easy_reset", as: (@convention(c) (Handle?) -> Void).self),
            let easyPerform = symbol("curl_easy_perform", as: (@convention(c) (Handle?) -> Int32).self),
            let easyStrerror = symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
            let setLong = symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, Int) -> Int32).self),
            let setPointer = symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32).self),
            let setCallback = symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, DataCallback) -> Int32).self),
            let getLong = symbol("curl_easy_getinfo", as: (@convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>) -> Int32).self),
            let listAppend = symbol("curl_slist_append", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
            let listFree = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self)
        else { return nil }
        (self.globalInit, self.easyInit, self.easyCleanup, self.easyReset) = (globalInit, easyInit, easyCleanup, easyReset)
        (self.easyPerform, self.easyStrerror) = (easyPerform, easyStrerror)
        (self.setLong, self.setPointer, self.setCallback, self.getLong) = (setLong, setPointer, setCallback, getLong)
        (self.listAppend, self.listFree) = (listAppend, listFree)
    }

    /// The option and information numbers used, from curl.h (stable across libcurl 7 and 8).
    enum Option {
        static let writeData: Int32 = 10001
        static let url: Int32 = 10002
        static let errorBuffer: Int32 = 10010
        static let writeFunction: Int32 = 20011
        static let httpHeader: Int32 = 10023
        static let headerData: Int32 = 10029
        static let customRequest: Int32 = 10036
        static let noBody: Int32 = 44
        static let followLocation: Int32 = 52
        static let httpGet: Int32 = 80
        static let noSignal: Int32 = 99
        static let headerFunction: Int32 = 20079
        static let timeoutMilliseconds: Int32 = 155
        static let postFieldSize: Int32 = 30120
        static let copyPostFields: Int32 = 10165
        static let protocols: Int32 = 181
        static let redirectProtocols: Int32 = 182
    }

    enum Info {
        static let responseCode: Int32 = 0x20_0000 + 2
    }

    /// CURLPROTO_HTTP | CURLPROTO_HTTPS.
    static let httpProtocols = 1 | 2

    /// The result codes ``CurlTransport`` tells apart.
    enum Code {
        static let couldNotResolveHost: Int32 = 6
        static let couldNotConnect: Int32 = 7
        static let writeError: Int32 = 23
        static let timedOut: Int32 = 28
        static let gotNothing: Int32 = 52
        static let sendError: Int32 = 55
        static let receiveError: Int32 = 56
    }
}
#endif
