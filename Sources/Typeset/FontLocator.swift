import Foundation

/// Finds the folder that holds Vitrine's bundled fonts.
///
/// Text must look the same on every machine, so Vitrine never asks the system for fonts: it reads
/// the files shipped in `Fonts/`. The folder is looked for, in order:
///
/// 1. the folder named by the `VITRINE_FONTS` environment variable (and only there when it is set,
///    so an override that points nowhere fails loudly instead of silently using other fonts);
/// 2. `Fonts/` next to the executable, as an installed copy lays it out;
/// 3. `Fonts/` in the package root above the executable (`.build/release/vitrine` → the checkout);
/// 4. `Fonts/` in the package root this source file was compiled from, for tests and the benchmark.
///
/// A folder counts only when it holds the primary face, so a stray empty `Fonts/` does not win.
///
///     let folder = try FontLocator().fontsFolder()
struct FontLocator: Sendable {
    /// The file every usable fonts folder must contain.
    static let primaryFileName = "Inter-SemiBold.otf"
    /// The environment variable that overrides the search.
    static let environmentVariable = "VITRINE_FONTS"

    var environment: [String: String]
    var executablePath: String?
    var sourceFilePath: String

    /// A locator that reads the real environment and executable path.
    init() {
        // /proc/self/exe names the running binary even when it was started through a symlink.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first
        self.init(environment: ProcessInfo.processInfo.environment, executablePath: executable)
    }

    /// A locator with an explicit environment and executable, so the search can be tested.
    init(environment: [String: String], executablePath: String?, sourceFilePath: String = #filePath) {
        self.environment = environment
        self.executablePath = executablePath
        self.sourceFilePath = sourceFilePath
    }

    /// The folders tried, in order.
    var candidates: [String] {
        if let override = environment[Self.environmentVariable], !override.isEmpty {
            return [override]
        }
        var folders: [String] = []
        if let executablePath {
            let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
            var folder = executable.deletingLastPathComponent()
            folders.append(folder.appendingPathComponent("Fonts").path)
            // Walk up to the package root: the first ancestor with a Package.swift.
            while folder.path != "/" {
                folder = folder.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                    folders.append(folder.appendingPathComponent("Fonts").path)
                    break
                }
            }
        }
        // Sources/Typeset/FontLocator.swift → the package root is three levels up.
        let packageRoot = URL(fileURLWithPath: sourceFilePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folders.append(packageRoot.appendingPathComponent("Fonts").path)
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// The first candidate that holds the primary face.
    ///
    /// - Throws: ``FontError/fontsFolderNotFound(tried:)`` naming every folder it looked in.
    func fontsFolder() throws(FontError) -> String {
        let tried = candidates
        for folder in tried {
            let primary = (folder as NSString).appendingPathComponent(Self.primaryFileName)
            if FileManager.default.isReadableFile(atPath: primary) { return folder }
        }
        throw .fontsFolderNotFound(tried: tried)
    }

    /// The environment variable that replaces the list of system fonts tried when `Fonts/` is
    /// missing: font files separated by colons (empty: none).
    static let systemFontsVariable = "VITRINE_SYSTEM_FONTS"

    /// Where the common distributions put a bold sans face, DejaVu first: the face our own
    /// fallback is, so text keeps its coverage and nearly its weight.
    static let systemFonts = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",       // Debian, Ubuntu
        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",                   // Arch
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf",     // Fedora
        "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",                // older Fedora, Alpine
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
        "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
        "/usr/share/fonts/opentype/noto/NotoSans-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    ]

    /// The system fonts tried, in order.
    var systemCandidates: [String] {
        guard let override = environment[Self.systemFontsVariable] else { return Self.systemFonts }
        return override.split(separator: ":").map(String.init)
    }

    /// The faces to open, primary first: the bundled ones when a fonts folder is found, else the
    /// first readable system font, so a copy installed without `Fonts/` still sets its text.
    ///
    /// - Throws: ``FontError/noFont(tried:)`` naming every folder and file it looked in.
    func fontFiles() throws(FontError) -> FontFiles {
        if let folder = try? fontsFolder() {
            return FontFiles(paths: FontLibrary.fileNames.map { (folder as NSString).appendingPathComponent($0) }, isSystemFallback: false)
        }
        let system = systemCandidates
        if let file = system.first(where: { FileManager.default.isReadableFile(atPath: $0) }) {
            return FontFiles(paths: [file], isSystemFallback: true)
        }
        throw .noFont(tried: candidates + system)
    }
}

/// The font files text is set in, the primary face first.
public struct FontFiles: Sendable, Hashable {
    public var paths: [String]
    /// True when `Fonts/` was not found and a system font stands in for it.
    public var isSystemFallback: Bool
}

/// Why fonts could not be loaded. The description is one line meant for a person.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No candidate folder held the primary face.
    case fontsFolderNotFound(tried: [String])
    /// A font file exists but FreeType or HarfBuzz could not open it.
    case unreadableFont(path: String, reason: String)
    /// Neither a fonts folder nor a system font was found.
    case noFont(tried: [String])

    public var description: String {
        switch self {
        case .fontsFolderNotFound(let tried):
            return "cannot find the fonts folder (\(FontLocator.primaryFileName) missing); tried "
                + tried.joined(separator: ", ") + ". Set \(FontLocator.environmentVariable) to the folder that holds it."
        case .noFont(let tried):
            return "no font to set text in: \(FontLocator.primaryFileName) is in none of "
                + tried.prefix(while: { !$0.hasSuffix(".ttf") && !$0.hasSuffix(".otf") }).joined(separator: ", ")
                + ", and no system font was found (install fonts-dejavu-core, or set \(FontLocator.environmentVariable))"
        case .unreadableFont(let path, let reason):
            return "vitrine: cannot read the font \(path): \(reason)"
        }
    }
}
