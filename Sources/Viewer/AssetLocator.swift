import Components
import Foundation

/// Finds `Assets/`, the folder of data the app ships (the seeds' example series as real files).
///
/// The examples must be the same wherever Vitrine runs, so they come from the checkout or the
/// installed copy, never from the working directory. The folder is looked for, in order:
///
/// 1. the folder the `VITRINE_ASSETS` environment variable names, and only there when it is set,
///    so that an override pointing nowhere fails loudly instead of finding another copy;
/// 2. `Assets/` beside the executable, as an installed copy lays it out;
/// 3. `Assets/` in the package root above the executable (`.build/release/vitrine` → the checkout),
///    the first ancestor holding a `Package.swift`;
/// 4. `Assets/` in the package root this file was compiled from, for tests and the benchmark.
///
/// A folder counts only when it holds every file the examples read (``PieceExamples/fileNames``),
/// so an empty `Assets/` left somewhere does not win.
///
///     let examples = try AssetLocator().loadExamples()
public struct AssetLocator: Sendable {
    /// The environment variable that overrides the search.
    static let environmentVariable = "VITRINE_ASSETS"
    /// The folder's name beside the executable and in the package root.
    static let folderName = "Assets"

    var environment: [String: String]
    var executablePath: String?
    var sourceFilePath: String

    /// A locator that reads the real environment and executable path.
    public init() {
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

    /// The folders tried, in order, without repeats.
    var candidates: [String] {
        if let override = environment[Self.environmentVariable], !override.isEmpty { return [override] }
        var roots: [URL] = []
        if let executablePath {
            let folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            roots.append(folder)
            if let root = Self.packageRoot(above: folder) { roots.append(root) }
        }
        // Sources/Viewer/AssetLocator.swift: the package root is three levels up.
        roots.append(URL(fileURLWithPath: sourceFilePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent())
        var seen = Set<String>()
        return roots.map { $0.appendingPathComponent(Self.folderName).standardized.path }.filter { seen.insert($0).inserted }
    }

    /// The first candidate holding every example file.
    ///
    /// - Throws: a ``UsageError`` naming the file looked for, every folder tried and the override.
    func assetsFolder() throws(UsageError) -> String {
        let tried = candidates
        let files = PieceExamples.fileNames
        for folder in tried where files.allSatisfy({ FileManager.default.isReadableFile(atPath: Self.path(of: $0, in: folder)) }) {
            return folder
        }
        throw UsageError("cannot find the assets folder (\(files.joined(separator: ", ")) missing); tried "
            + tried.joined(separator: ", ") + ". Set \(Self.environmentVariable) to the folder that holds it.")
    }

    /// The examples, read from the folder found through the loader every data file goes through.
    ///
    /// - Throws: a ``UsageError`` when the folder is missing or one of its files cannot be read.
    func loadExamples() throws(UsageError) -> PieceExamples {
        let folder = try assetsFolder()
        return try PieceExamples.load { file, options throws(UsageError) in
            try DataSource.load(Self.path(of: file, in: folder), options: options)
        }
    }

    static func path(of file: String, in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(file).path
    }

    private static func packageRoot(above folder: URL) -> URL? {
        var folder = folder
        while folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        }
        return nil
    }
}
