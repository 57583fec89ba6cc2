// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ContactKit",
    products: [
        .library(
            name: "ContactKit",
            targets: [
                "ContactKit", "ContactModel", "PhoneNumbers", "ContactFormatting", "ContactFormats", "ContactPipeline",
                "ContactSync", "ContactSyncNetworking",
            ]
        ),
        // The target is ContactKitCLI, not contactkit: a module `contactkit` beside `ContactKit`
        // would collide on a case-insensitive file system (macOS, Windows).
        .executable(name: "contactkit", targets: ["ContactKitCLI"]),
        // The CardDAV helper that contactkit pull, push, sync and address-books run: the only
        // binary that links FoundationNetworking (libcurl, TLS, Kerberos, LDAP), so the other
        // commands start without loading them. Installed beside contactkit.
        .executable(name: "contactkit-dav", targets: ["ContactKitDAV"]),
    ],
    targets: [
        // Package-internal low-level code, one of each: the platform's C library and system
        // calls, Base64, SHA-1 and SHA-256. In no product; its declarations are `package`.
        .target(name: "ContactSupport"),
        // C declarations of the few Swift runtime entry points Swift code cannot declare
        // itself (see its header); no code of its own. Package-internal, in no product.
        .target(name: "ContactRuntimeShim"),
        .target(name: "ContactModel"),
        .target(name: "PhoneNumbers", dependencies: ["ContactSupport"]),
        .target(name: "ContactFormatting", dependencies: ["ContactModel"]),
        .target(
            name: "ContactFormats", dependencies: ["ContactSupport", "ContactModel", "ContactFormatting", "ContactRuntimeShim"]
        ),
        .target(
            name: "ContactPipeline",
            dependencies: ["ContactSupport", "ContactModel", "PhoneNumbers", "ContactFormatting"]
        ),
        .target(name: "ContactSync", dependencies: ["ContactSupport", "ContactModel", "ContactFormats"]),
        // URLSession under ContactSync's transport protocol: what links FoundationNetworking.
        .target(name: "ContactSyncNetworking", dependencies: ["ContactSync"]),
        // The engine: readers -> stages -> writer on every core, and the umbrella that
        // re-exports the modules above (`import ContactKit`).
        .target(
            name: "ContactKit",
            dependencies: [
                "ContactSupport", "ContactModel", "PhoneNumbers", "ContactFormatting", "ContactFormats", "ContactPipeline",
            ]
        ),
        .executableTarget(
            name: "ContactKitCLI",
            dependencies: [
                "ContactKit", "ContactSupport", "ContactModel", "ContactFormats", "ContactFormatting", "ContactPipeline",
                "PhoneNumbers", "ContactSync",
            ],
            // The release tool on Linux links the Swift runtime and Foundation statically: the
            // dynamic loader no longer binds libFoundation's and ICU's thousands of symbols at
            // every start (`--version` 5.8 -> 2.7 ms). Compiling with the flag too gives the
            // objects the static Foundation's link order. Debug builds (`swift test`) stay
            // dynamic. The flags are on this executable only: the ContactKit library product
            // stays usable by other packages.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            // libstdc++ and libgcc statically too (`ldd contactkit`: libc and libm only). Loading
            // the shared libstdc++ and libgcc_s cost 1.78 M of the 3.47 M instructions of
            // `--version` (callgrind; mostly the loader resolving libstdc++'s own 4,303 symbol
            // relocations). The static Swift libraries' arguments ask for `-lstdc++` with no
            // way to say "static"; the folder on the search path (Scripts/static-libstdc++)
            // holds a linker script named libstdc++.so, found before the system's, that names
            // libstdc++.a instead. `-static-libgcc` makes the compiler driver link libgcc_eh
            // in place of libgcc_s. Both libraries allow it (GCC Runtime Library Exception,
            // see NOTICE).
            //
            // `--no-export-dynamic` undoes the static Swift libraries' `-export-dynamic`, which
            // put our 4,415 symbols in the dynamic symbol table: no library looks them up
            // (compare-builds finds no difference without them), and the runtime's `dladdr`
            // at every start (finding its own path) read them all, 162,000 instructions.
            //
            // Not packed relative relocations (lld's `-z pack-relative-relocs`, DT_RELR): they
            // saved 350,000 instructions a start, but the binary then needs the loader of
            // glibc 2.36 or later (its GLIBC_ABI_DT_RELR version), so one built on a system
            // of an older glibc that Swift supports (Ubuntu 22.04: 2.35) would not start.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-L", Context.packageDirectory + "/Scripts/static-libstdc++",
                        "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic",
                    ], .when(platforms: [.linux], configuration: .release))
            ]
        ),
        .executableTarget(
            name: "ContactKitDAV",
            dependencies: ["ContactSupport", "ContactSync", "ContactSyncNetworking"]
        ),
        .target(
            name: "ContactTestSupport",
            dependencies: ["ContactModel", "ContactFormats"],
            path: "Tests/ContactTestSupport"
        ),
        .testTarget(name: "ContactModelTests", dependencies: ["ContactModel"]),
        .testTarget(name: "PhoneNumbersTests", dependencies: ["PhoneNumbers"]),
        .testTarget(name: "ContactFormattingTests", dependencies: ["ContactFormatting", "ContactTestSupport"]),
        .testTarget(
            name: "ContactPipelineTests",
            dependencies: ["ContactModel", "ContactPipeline", "PhoneNumbers", "ContactFormats"]
        ),
        .testTarget(
            name: "ContactFormatsTests",
            dependencies: ["ContactSupport", "ContactModel", "ContactFormats", "ContactTestSupport"]
        ),
        .testTarget(
            name: "ContactSyncTests",
            dependencies: [
                "ContactSupport", "ContactModel", "ContactFormats", "ContactSync", "ContactSyncNetworking", "ContactTestSupport",
            ]
        ),
        .testTarget(
            name: "ContactKitTests",
            dependencies: ["ContactKit", "ContactTestSupport"]
        ),
        .testTarget(
            name: "ContactKitCLITests",
            dependencies: ["ContactKitCLI", "ContactSupport", "ContactTestSupport"]
        ),
    ]
)

// Fuzz targets (libFuzzer), only when asked: `CONTACTKIT_FUZZ=1`, built by Scripts/fuzz.sh
// with `-sanitize=fuzzer,address`. Ordinary builds and tests never see them.
if Context.environment["CONTACTKIT_FUZZ"] == "1" {
    package.targets.append(
        .target(name: "FuzzSupport", dependencies: ["ContactFormats", "ContactModel"], path: "Fuzz/FuzzSupport"))
    for (name, dependencies) in [
        ("fuzz-vcard", ["ContactFormats", "ContactModel"]), ("fuzz-csv", ["ContactFormats", "ContactModel"]),
        ("fuzz-jcard", ["ContactFormats", "ContactModel"]), ("fuzz-ndjson", ["ContactFormats", "ContactModel"]),
        ("fuzz-ldif", ["ContactFormats", "ContactModel"]),
        ("fuzz-phones", ["PhoneNumbers"]), ("fuzz-writers", ["ContactFormats", "ContactModel"]),
    ] {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: (dependencies + ["FuzzSupport"]).map { .target(name: $0) },
                path: "Fuzz/\(name)"))
    }
}
