import Foundation
import Typeset

/// Prints `vitrine: message` as one line on stderr and exits 2, DESIGN.md's rule for bad input.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("vitrine: \(message)\n".utf8))
    exit(2)
}

/// The text engine, or exit 2 naming the font folders tried. A system font standing in for a
/// missing `Fonts/` is noted on stderr, since its text is wider and its tests' goldens differ.
func openTextEngine() -> TextEngine {
    do {
        let engine = try TextEngine()
        if let fallback = engine.systemFallback {
            FileHandle.standardError.write(Data("vitrine: note: the Fonts folder was not found; text is set in \(fallback)\n".utf8))
        }
        return engine
    } catch {
        fail(error.description)
    }
}
