// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ContactKit",
    products: [
        .library(name: "ContactKit", targets: ["ContactModel", "PhoneNumbers", "ContactFormats"]),
        .executable(name: "contactkit", targets: ["contactkit"]),
    ],
    targets: [
        .target(name: "ContactModel"),
        .target(name: "PhoneNumbers"),
        .target(name: "ContactFormats", dependencies: ["ContactModel"]),
        .executableTarget(
            name: "contactkit",
            dependencies: ["ContactModel", "ContactFormats"]
        ),
        .target(
            name: "ContactTestSupport",
            dependencies: ["ContactModel", "ContactFormats"],
            path: "Tests/ContactTestSupport"
        ),
        .testTarget(name: "ContactModelTests", dependencies: ["ContactModel"]),
        .testTarget(name: "PhoneNumbersTests", dependencies: ["PhoneNumbers"]),
        .testTarget(
            name: "ContactFormatsTests",
            dependencies: ["ContactModel", "ContactFormats", "ContactTestSupport"]
        ),
        .testTarget(
            name: "contactkitTests",
            dependencies: ["contactkit", "ContactTestSupport"]
        ),
    ]
)
