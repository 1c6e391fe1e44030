import Foundation
import Testing
@testable import Typeset

@Suite struct FontLocatorTests {
    /// The repository's Fonts/ folder, found from this file.
    static let repositoryFonts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path

    @Test("The package root's Fonts folder is found without any setting")
    func findsPackageFonts() throws {
        let locator = FontLocator(environment: [:], executablePath: nil)
        let folder = try locator.fontsFolder()
        #expect(URL(fileURLWithPath: folder).standardized.path == URL(fileURLWithPath: Self.repositoryFonts).standardized.path)
    }

    @Test("Fonts next to the executable come before the package root")
    func executableFolderFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-locator-\(UUID().uuidString)")
        let fonts = root.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            atPath: Self.repositoryFonts + "/" + FontLocator.primaryFileName,
            toPath: fonts.appendingPathComponent(FontLocator.primaryFileName).path)
        let locator = FontLocator(environment: [:], executablePath: root.appendingPathComponent("vitrine").path)
        #expect(try locator.fontsFolder() == fonts.path)
    }

    @Test("VITRINE_FONTS overrides the search, and only it is tried")
    func environmentOverride() throws {
        let locator = FontLocator(environment: ["VITRINE_FONTS": Self.repositoryFonts], executablePath: "/nowhere/vitrine")
        #expect(locator.candidates == [Self.repositoryFonts])
        #expect(try locator.fontsFolder() == Self.repositoryFonts)
        let engine = try TextEngine(fontsFolder: try locator.fontsFolder())
        #expect(engine.fontsFolder == Self.repositoryFonts)
    }

    @Test("A missing folder fails with a message naming every path tried")
    func missingFolderNamesPaths() {
        let locator = FontLocator(environment: ["VITRINE_FONTS": "/nonexistent/fonts"], executablePath: nil)
        #expect(throws: FontError.fontsFolderNotFound(tried: ["/nonexistent/fonts"])) { try locator.fontsFolder() }
        let message = FontError.fontsFolderNotFound(tried: ["/a/Fonts", "/b/Fonts"]).description
        #expect(message.contains("/a/Fonts") && message.contains("/b/Fonts") && message.contains("VITRINE_FONTS"))
        #expect(throws: FontError.self) { try TextEngine(fontsFolder: "/nonexistent/fonts") }
    }

    @Test("With no fonts folder, a system font stands in as the only face")
    func systemFontStandsIn() throws {
        let system = Self.repositoryFonts + "/DejaVuSans-Bold.ttf"
        let locator = FontLocator(environment: ["VITRINE_FONTS": "/nonexistent/fonts", "VITRINE_SYSTEM_FONTS": "/missing.ttf:" + system],
                                  executablePath: nil)
        let files = try locator.fontFiles()
        #expect(files == FontFiles(paths: [system], isSystemFallback: true))
        let library = try FontLibrary(paths: files.paths)
        #expect(library.faceIndex(covering: 0x41) == 0)
    }

    @Test("The bundled folder, when found, is used whole and is no fallback")
    func bundledFolderIsNoFallback() throws {
        let locator = FontLocator(environment: ["VITRINE_FONTS": Self.repositoryFonts, "VITRINE_SYSTEM_FONTS": ""], executablePath: nil)
        let files = try locator.fontFiles()
        #expect(!files.isSystemFallback)
        #expect(files.paths.count == FontLibrary.fileNames.count)
    }

    @Test("No folder and no system font fail with one line saying what to install")
    func noFontAtAllFails() {
        let locator = FontLocator(environment: ["VITRINE_FONTS": "/nonexistent/fonts", "VITRINE_SYSTEM_FONTS": ""], executablePath: nil)
        #expect(throws: FontError.noFont(tried: ["/nonexistent/fonts"])) { try locator.fontFiles() }
        let message = FontError.noFont(tried: ["/nonexistent/fonts"]).description
        #expect(message.contains("/nonexistent/fonts") && message.contains("fonts-dejavu-core") && !message.contains("\n"))
    }
}
