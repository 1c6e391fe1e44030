import Testing
@testable import Raster

@Suite struct ColorTests {
    @Test func hexTextReadsTheHousePalette() {
        #expect(Color(hex: "#F3F2EE") == Color(hex: 0xF3F2EE))
        #expect(Color(hex: "F3F2EE80")?.alpha == 128.0 / 255)
        #expect(Color(hex: "#F3F2E") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
    }

    @Test func premultipliedPixelRoundsEachChannel() {
        #expect(Color(hex: 0xFF0000).premultipliedPixel == 0xFFFF_0000)
        #expect(Color(hex: 0xFFFFFF, alpha: 0.5).premultipliedPixel == 0x8080_8080)
        #expect(Color.clear.premultipliedPixel == 0)
    }

    @Test func dimIsASolidMixIntoTheGround() {
        let text = Color(hex: 0x141414), ground = Color(hex: 0xF3F2EE)
        let dim = text.mixed(with: ground, amount: 0.5)
        #expect(dim.alpha == 1)
        #expect(abs(dim.red - (0x14 + 0xF3) / 2.0 / 255) < 1e-9)
    }

    @Test func scaleDividesBy255WithExactRounding() {
        for x in UInt32(0)...255 {
            for a in stride(from: UInt32(0), through: 255, by: 3) {
                let expected = UInt32((Double(x * a) / 255).rounded())
                let packed = x << 24 | x << 16 | x << 8 | x
                #expect(PixelMath.scale(packed, by: a) == expected << 24 | expected << 16 | expected << 8 | expected)
            }
        }
    }

    @Test func nonFiniteComponentsBecomeZeroNotGarbage() {
        #expect(Color(red: .nan, green: .infinity, blue: 0, alpha: 1).premultipliedPixel == 0xFF00_0000)
    }
}
