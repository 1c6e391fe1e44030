import Foundation
import Raster

/// The middle of liquid glass: clear, a little livelier than what lies behind, under the
/// lightest veil, and always readable.
///
/// Each pixel under the glass keeps the (lightly blurred, refracted) backdrop, with its
/// saturation and brightness lifted a touch, as iOS 26's glass does, under a very light veil in
/// light mode and a dark one in dark mode. Text on glass must keep 4.5:1 against what is drawn
/// behind it; where the backdrop is too dark (light mode) or too bright (dark mode) for the
/// text colour, the veil is raised at that pixel only, just enough, so a red line behind a label
/// pales under the label instead of the whole control turning milky.
enum Clarity {
    /// The saturation and brightness lift.
    static let saturation = 1.18
    static let brightness = 1.03
    /// Relative luminance the glass must keep behind text for 4.5:1: at least this in light mode,
    /// where the quietest label is the secondary grey (#5C5A56, 0.10, which needs 0.64), and at
    /// most this in dark mode, whose secondary (#A6A49F, 0.37) needs 0.043 or darker.
    static let lightFloor = 0.66
    static let darkCeiling = 0.04

    /// Finishes `patch` (what lies behind the glass over the masks' area, already bent at the
    /// rim) and lays it onto the canvas through the body.
    static func apply(_ patch: consuming [UInt32], inside masks: GlassMasks, appearance: GlassAppearance, on canvas: inout Canvas) {
        let area = masks.area
        guard !area.isEmpty, patch.count == masks.body.count else { return }
        var pixels = patch
        let veil = appearance.veil
        let veilColor = (veil.red, veil.green, veil.blue), veilAlpha = veil.alpha
        let dark = appearance.isDark
        let toLinear = Self.linearTable
        // A backdrop repeats its colours (a flat card, a stripe's run), so each pixel is looked up
        // in a small table of colours already worked out before it is worked out itself.
        var cacheKeys = [UInt32](repeating: 0, count: Self.cacheSize)
        var cacheValues = [UInt32](repeating: 0, count: Self.cacheSize)
        var cacheFilled = [Bool](repeating: false, count: Self.cacheSize)
        // The pixel before is the likeliest match of all: a run of one colour costs a compare.
        var lastIn: UInt32 = 0, lastOut = Self.clarify(0, veilColor: veilColor, veilAlpha: veilAlpha, dark: dark, toLinear: toLinear)
        masks.body.withUnsafeBufferPointer { body in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for index in 0..<pixels.count where body[index] > 0 {
                    let pixel = pixels[index]
                    if pixel == lastIn {
                        pixels[index] = lastOut
                        continue
                    }
                    lastIn = pixel
                    let slot = Int((pixel &* 0x9E37_79B1) >> 24) & (Self.cacheSize - 1)
                    if cacheFilled[slot], cacheKeys[slot] == pixel {
                        lastOut = cacheValues[slot]
                        pixels[index] = lastOut
                        continue
                    }
                    let result = clarify(pixel, veilColor: veilColor, veilAlpha: veilAlpha, dark: dark, toLinear: toLinear)
                    cacheKeys[slot] = pixel
                    cacheValues[slot] = result
                    cacheFilled[slot] = true
                    lastOut = result
                    pixels[index] = result
                }
            }
        }
        PixelPatch.composite(pixels, weights: masks.body, area: area, onto: &canvas)
    }

    /// sRGB to linear light for each 8-bit level, made once rather than per group drawn.
    static let linearTable: [Double] = (0..<256).map { linear(Double($0) / 255) }

    /// Colours remembered per pass (a power of two).
    static let cacheSize = 256

    /// One backdrop pixel (premultiplied ARGB) as the glass shows it.
    static func clarify(_ pixel: UInt32, veilColor: RGB, veilAlpha: Double, dark: Bool, toLinear: [Double]) -> UInt32 {
        let alpha = Double(pixel >> 24)
        guard alpha > 0 else { return pixel }
        var color = (Double((pixel >> 16) & 0xFF) / alpha, Double((pixel >> 8) & 0xFF) / alpha, Double(pixel & 0xFF) / alpha)
        color = lift(color)
        color = mix(color, veilColor, veilAlpha)
        let luminance = Self.luminance(color, toLinear)
        if !dark, luminance < lightFloor {
            color = raise(color, toward: (1, 1, 1), until: { Self.luminance($0, toLinear) >= lightFloor })
        } else if dark, luminance > darkCeiling {
            color = raise(color, toward: veilColor, until: { Self.luminance($0, toLinear) <= darkCeiling })
        }
        let r = UInt32(min(255, max(0, color.0 * alpha).rounded()))
        let g = UInt32(min(255, max(0, color.1 * alpha).rounded()))
        let b = UInt32(min(255, max(0, color.2 * alpha).rounded()))
        return (pixel & 0xFF00_0000) | r << 16 | g << 8 | b
    }

    typealias RGB = (Double, Double, Double)

    /// More saturated about its grey, and a little brighter.
    static func lift(_ c: RGB) -> RGB {
        let grey = 0.2126 * c.0 + 0.7152 * c.1 + 0.0722 * c.2
        func channel(_ v: Double) -> Double { min(1, max(0, (grey + (v - grey) * saturation) * brightness)) }
        return (channel(c.0), channel(c.1), channel(c.2))
    }

    static func mix(_ c: RGB, _ over: RGB, _ amount: Double) -> RGB {
        (c.0 + (over.0 - c.0) * amount, c.1 + (over.1 - c.1) * amount, c.2 + (over.2 - c.2) * amount)
    }

    /// The least extra veil (toward `target`) that satisfies `enough`, found by halving.
    static func raise(_ c: RGB, toward target: RGB, until enough: (RGB) -> Bool) -> RGB {
        var low = 0.0, high = 1.0
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if enough(mix(c, target, middle)) { high = middle } else { low = middle }
        }
        return mix(c, target, high)
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ c: RGB, _ table: [Double]) -> Double {
        func l(_ v: Double) -> Double { table[Int(min(max(v, 0), 1) * 255 + 0.5)] }
        return 0.2126 * l(c.0) + 0.7152 * l(c.1) + 0.0722 * l(c.2)
    }

    static func linear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
}
