import Foundation

/// The faces text is set in: Inter SemiBold first, then fallbacks for scripts Inter lacks.
///
/// Only the primary face opens up front; a fallback opens the first time a character needs it,
/// so a screen of Latin text and figures never pays to load DejaVu.
///
/// Not Sendable (it owns FreeType faces); ``TextEngine`` is its one owner.
final class FontLibrary {
    /// File names in the fonts folder, in the order faces are tried for a character.
    static let fileNames = [FontLocator.primaryFileName, "DejaVuSans-Bold.ttf"]

    /// The faces' files, the primary first.
    let paths: [String]
    private let freeType: FreeTypeLibrary
    private var faces: [FontFace?]
    private var failed: Set<Int> = []

    /// The bundled faces in `folder`.
    convenience init(folder: String) throws(FontError) {
        try self.init(paths: Self.fileNames.map { (folder as NSString).appendingPathComponent($0) })
    }

    init(paths: [String]) throws(FontError) {
        precondition(!paths.isEmpty, "a primary face")
        self.paths = paths
        freeType = try FreeTypeLibrary()
        let primary = try FontFace(path: paths[0], library: freeType)
        faces = [primary] + Array(repeating: nil, count: paths.count - 1)
    }

    /// The folder the primary face was read from.
    var folder: String { (paths[0] as NSString).deletingLastPathComponent }

    var faceCount: Int { faces.count }

    /// The primary face, whose metrics every line uses.
    var primary: FontFace { faces[0]! }

    /// The face at `index`, opened on first use; nil when its file is missing or unreadable (a
    /// missing fallback only means those characters show as boxes).
    func face(_ index: Int) -> FontFace? {
        if let face = faces[index] { return face }
        guard !failed.contains(index) else { return nil }
        guard let face = try? FontFace(path: paths[index], library: freeType) else {
            failed.insert(index)
            return nil
        }
        faces[index] = face
        return face
    }

    /// Whether face `index` has a glyph for `scalar`.
    func face(_ index: Int, covers scalar: UInt32) -> Bool {
        guard let face = face(index) else { return false }
        return face.glyphIndex(for: scalar) != 0
    }

    /// The first face with a glyph for `scalar`, or the primary when none has one.
    func faceIndex(covering scalar: UInt32) -> Int {
        if faces[0]!.glyphIndex(for: scalar) != 0 { return 0 }
        for index in 1..<faces.count where face(index, covers: scalar) { return index }
        return 0
    }
}
