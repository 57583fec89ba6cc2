// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ContactKit",
    products: [
        .library(
            name: "ContactKit",
            targets: ["ContactModel", "PhoneNumbers", "ContactFormatting", "ContactFormats", "ContactPipeline"]
        ),
        .executable(name: "contactkit", targets: ["contactkit"]),
    ],
    targets: [
        .target(name: "ContactModel"),
        .target(name: "PhoneNumbers"),
        .target(name: "ContactFormatting", dependencies: ["ContactModel"]),
        .target(name: "ContactFormats", dependencies: ["ContactModel", "ContactFormatting"]),
        .target(
            name: "ContactPipeline",
            dependencies: ["ContactModel", "PhoneNumbers", "ContactFormatting"]
        ),
        .executableTarget(
            name: "contactkit",
            dependencies: [
                "ContactModel", "ContactFormats", "ContactFormatting", "ContactPipeline", "PhoneNumbers",
            ]
        ),
        .target(
            name: "ContactTestSupport",
            dependencies: ["ContactModel", "ContactFormats"],
            path: "Tests/ContactTestSupport"
        ),
        .testTarget(name: "ContactModelTests", dependencies: ["ContactModel"]),
        .testTarget(name: "PhoneNumbersTests", dependencies: ["PhoneNumbers"]),
        .testTarget(name: "ContactFormattingTests", dependencies: ["ContactFormatting"]),
        .testTarget(
            name: "ContactPipelineTests",
            dependencies: ["ContactModel", "ContactPipeline", "PhoneNumbers"]
        ),
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
