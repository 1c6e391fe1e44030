import Foundation
import Geometry
import Raster
import Testing
@testable import Typeset

/// The house palette the goldens are drawn in (DESIGN.md, light theme).
enum Palette {
    static let ground = Color(hex: 0xF3F2EE)
    static let card = Color(hex: 0xFFFFFF)
    static let text = Color(hex: 0x141414)
    static let secondary = Color(hex: 0x5C5A56)
    static let accent = Color(hex: 0xFF0000)
}

/// A fresh engine on the repository's bundled fonts (each test owns its own: engines are not
/// shared across the concurrently running tests).
func makeEngine(glyphCacheBytes: Int = 8 << 20) throws -> TextEngine {
    try TextEngine(glyphCacheBytes: glyphCacheBytes)
}

/// The app keeps its engine on the main actor, next to the SDL window; this compiles only if
/// that ownership works under strict concurrency.
@MainActor final class MainActorOwner {
    let engine: TextEngine
    var canvas = Canvas(width: 120, height: 40)

    init() throws {
        engine = try TextEngine()
    }

    func drawFrame() {
        engine.draw(engine.layout("284.50", style: TextStyle(size: 20)), into: &canvas, at: Point(x: 4, y: 30))
    }
}

@Test("An engine can be owned by a main-actor object and draw from it") @MainActor
func mainActorOwnership() throws {
    let owner = try MainActorOwner()
    owner.drawFrame()
    #expect(owner.canvas.pixels.contains { $0 != 0 })
}
