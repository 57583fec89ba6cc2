// swift-tools-version: 6.0
// A package as a user's app would have it: ContactKit by a path dependency, nothing else.
// `.ci/run` builds and runs it, so a symbol made internal by mistake breaks CI.
import PackageDescription

let package = Package(
    name: "ContactKitExample",
    dependencies: [
        .package(name: "ContactKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "contactkit-example",
            dependencies: [.product(name: "ContactKit", package: "ContactKit")]
        ),
        .executableTarget(
            name: "convert-book",
            dependencies: [.product(name: "ContactKit", package: "ContactKit")]
        ),
    ]
)
