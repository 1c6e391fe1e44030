import Foundation
import Geometry
import Glass
import Raster

extension GlassDemo {
    /// The demo's state-dump entry at `time` (DESIGN.md, "State dump"), as JSON-ready values:
    /// numbers, strings, booleans and arrays. Rectangles are `[x, y, w, h]` in points: `frame`,
    /// `picker` (one per segment, where each rests), `flag`, `bubbleFrame` (null while absent),
    /// `buttons` and `capsules` (what a pointer aims at).
    public func stateJSON(at time: Double) -> [String: Any] {
        let bubble: String
        if buds.isOut("change") {
            bubble = "out"
        } else {
            bubble = buds.contains("change") ? "home" : "absent"
        }
        var bubbleFrame: Any = NSNull()
        let home = Point(-(Liquid.joined + Self.bubbleSize.width * (1 + Liquid.homeScale) / 2), 0)
        if let placement = buds.placement(of: "change", at: time, home: home) {
            let rest = Rect(flag.maxX + Liquid.joined, flag.minY, Self.bubbleSize.width, Self.bubbleSize.height)
            bubbleFrame = Self.array(placement.apply(to: GlassSurface(.capsule(rest))).placedShape.bounds)
        }
        return [
            "frame": Self.array(frame),
            "selection": segments.selection,
            "range": segments.labels[segments.selection],
            "picker": segments.restingRects.map(Self.array),
            "flag": Self.array(flag),
            "bubble": bubble,
            "bubbleFrame": bubbleFrame,
            "buttons": buttons.map(Self.array),
            "count": count,
            "capsules": [Self.array(pair.rect(0)), Self.array(pair.rect(1))],
            "gap": (pair.gap * 1000).rounded() / 1000,
            "necked": pair.gap < Liquid.merge,
            "material": appearance.reduceTransparency ? "solid" : material.rawValue,
            "scheme": theme.scheme.rawValue,
        ]
    }

    /// The order to write ``stateJSON(at:)``'s keys in, so dumps compare as text.
    public static let stateKeys = [
        "frame", "selection", "range", "picker", "flag", "bubble", "bubbleFrame", "buttons", "count", "capsules", "gap",
        "necked", "material", "scheme",
    ]

    static func array(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }
}

