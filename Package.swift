// swift-tools-version:6.0
import PackageDescription

// Layers point down: Raster and Motion know nothing above them, and only the
// benchmark links Cairo (as a peer to measure against, never to draw with).
// Every module a target imports is listed as its dependency, even when another dependency already
// brings it in: the build only rebuilds a target when a module it lists changes, and a stale
// object built against an old layout crashes at run time.
let optimize: [SwiftSetting] = [.unsafeFlags(["-O", "-target-cpu", "haswell"], .when(configuration: .release))]

let package = Package(
    name: "Vitrine",
    targets: [
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // SDL2 without pkg-config: its flags include -D_REENTRANT, which SwiftPM refuses with a warning.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),

        .target(name: "CRasterSupport"),
        .target(name: "JSONText"),
        .target(name: "Raster", dependencies: ["CPNG", "CRasterSupport"], swiftSettings: optimize),
        .target(name: "Typeset", dependencies: ["Raster", "CFreeType", "CHarfBuzz"], swiftSettings: optimize),
        .target(name: "Motion", swiftSettings: optimize),
        .target(name: "Gestures", dependencies: ["JSONText"], swiftSettings: optimize),
        .target(name: "Dataset", dependencies: ["CZlib", "JSONText"], swiftSettings: optimize),
        .target(name: "Glass", dependencies: ["Raster", "Motion"], swiftSettings: optimize),
        .target(
            name: "Components",
            dependencies: ["Glass", "Typeset", "Motion", "Gestures", "Raster", "JSONText"],
            swiftSettings: optimize),
        .target(
            name: "Viewer",
            dependencies: ["Components", "Glass", "Dataset", "Typeset", "Gestures", "Motion", "Raster"],
            swiftSettings: optimize),
        .executableTarget(
            name: "vitrine",
            dependencies: ["Viewer", "Components", "Dataset", "Gestures", "Raster", "Typeset", "CSDL2"],
            swiftSettings: optimize),

        .executableTarget(
            name: "vitrine-bench",
            dependencies: ["Raster", "Typeset", "Motion", "Gestures", "Glass", "Components", "Dataset", "Viewer", "CCairo"],
            swiftSettings: optimize),

        // The golden-image rule, shared by every test target that compares pictures.
        .target(name: "GoldenTesting", dependencies: ["Raster"], path: "Tests/GoldenTesting"),

        .testTarget(name: "RasterTests", dependencies: ["Raster", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset", "Raster", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Motion"]),
        .testTarget(name: "DatasetTests", dependencies: ["Dataset", "CZlib"]),
        .testTarget(name: "GlassTests", dependencies: ["Glass", "Raster", "Motion", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(
            name: "ComponentsTests",
            dependencies: ["Components", "Glass", "Typeset", "Raster", "Gestures", "Motion", "GoldenTesting"],
            exclude: ["Golden"]),
        .testTarget(
            name: "ViewerTests",
            dependencies: ["Viewer", "Components", "Dataset", "Typeset", "Raster", "Gestures", "GoldenTesting"],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
