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
}

/// Why fonts could not be loaded. The description is one line meant for a person.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No candidate folder held the primary face.
    case fontsFolderNotFound(tried: [String])
    /// A font file exists but FreeType or HarfBuzz could not open it.
    case unreadableFont(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontsFolderNotFound(let tried):
            return "cannot find the fonts folder (\(FontLocator.primaryFileName) missing); tried "
                + tried.joined(separator: ", ") + ". Set \(FontLocator.environmentVariable) to the folder that holds it."
        case .unreadableFont(let path, let reason):
            return "vitrine: cannot read the font \(path): \(reason)"
        }
    }
}
