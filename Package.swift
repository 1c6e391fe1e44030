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
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),

        .target(name: "CRasterSupport"),
        .target(name: "Geometry"),
        .target(name: "JSONText", swiftSettings: optimize),
        .target(name: "Raster", dependencies: ["Geometry", "CPNG", "CRasterSupport"], swiftSettings: optimize),
        .target(name: "Typeset", dependencies: ["Geometry", "Raster", "CFreeType", "CHarfBuzz"], swiftSettings: optimize),
        .target(name: "Motion", dependencies: ["Geometry"], swiftSettings: optimize),
        .target(name: "Gestures", dependencies: ["Geometry", "JSONText"], swiftSettings: optimize),
        .target(name: "Dataset", dependencies: ["CZlib", "CSQLite", "JSONText"], swiftSettings: optimize),
        .target(name: "Glass", dependencies: ["Geometry", "Raster", "Motion", "CRasterSupport"], swiftSettings: optimize),
        .target(name: "Sound", swiftSettings: optimize),
        .target(
            name: "Components",
            dependencies: ["Geometry", "Glass", "Typeset", "Motion", "Gestures", "Raster", "Dataset", "JSONText"],
            swiftSettings: optimize),
        .target(
            name: "Viewer",
            dependencies: ["Geometry", "Components", "Glass", "Dataset", "Typeset", "Gestures", "Motion", "Raster", "JSONText", "Sound"],
            swiftSettings: optimize),
        .executableTarget(
            name: "vitrine",
            dependencies: ["Geometry", "Viewer", "Components", "Dataset", "Gestures", "Raster", "Typeset", "Sound", "CSDL2", "CSystemd"],
            swiftSettings: optimize),

        .executableTarget(
            name: "vitrine-bench",
            dependencies: ["Geometry", "Raster", "Typeset", "Motion", "Gestures", "Glass", "Components", "Dataset", "Viewer", "Sound", "CCairo"],
            swiftSettings: optimize),

        // The golden-image rule, shared by every test target that compares pictures.
        .target(name: "GoldenTesting", dependencies: ["Geometry", "Raster"], path: "Tests/GoldenTesting"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "JSONTextTests", dependencies: ["JSONText"], exclude: ["JSONTestSuite"]),
        .testTarget(name: "RasterTests", dependencies: ["Geometry", "Raster", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "TypesetTests", dependencies: ["Geometry", "Typeset", "Raster", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "MotionTests", dependencies: ["Geometry", "Motion"]),
        .testTarget(name: "SoundTests", dependencies: ["Sound"]),
        .testTarget(name: "GesturesTests", dependencies: ["Geometry", "Gestures", "Motion"]),
        .testTarget(name: "DatasetTests", dependencies: ["Dataset", "CZlib", "CSQLite"], exclude: ["Fixtures"]),
        .testTarget(name: "GlassTests", dependencies: ["Geometry", "Glass", "Raster", "Motion", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(
            name: "ComponentsTests",
            dependencies: ["Geometry", "Components", "Dataset", "Glass", "Typeset", "Raster", "Gestures", "Motion", "GoldenTesting", "JSONText"],
            exclude: ["Golden"]),
        .testTarget(
            name: "ViewerTests",
            dependencies: ["Geometry", "Viewer", "Components", "Dataset", "Typeset", "Raster", "Gestures", "GoldenTesting", "JSONText", "Sound"],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
