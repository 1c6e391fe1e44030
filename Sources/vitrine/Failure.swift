import Foundation
import Typeset

/// Prints `vitrine: message` as one line on stderr and exits 2, DESIGN.md's rule for bad input.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("vitrine: \(message)\n".utf8))
    exit(2)
}

/// The text engine, or exit 2 naming the font folders tried.
func openTextEngine() -> TextEngine {
    do {
        return try TextEngine()
    } catch {
        fail(error.description)
    }
}
