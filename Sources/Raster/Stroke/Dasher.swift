import Geometry

/// Cuts polylines into the "on" pieces of a dash pattern.
enum Dasher {
    /// `pattern` holds on/off lengths in pixels; a pattern with no positive length, or with a
    /// non-finite entry, leaves the line solid rather than drawing nothing or looping forever.
    static func dash(_ contours: Contours, pattern: [Double], phase: Double) -> Contours {
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 1e-6, total.isFinite, pattern.allSatisfy({ $0 >= 0 }) else { return contours }
        // An odd pattern repeats twice so that on and off alternate, as in SVG and Core Graphics.
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let cycle = lengths.reduce(0, +)
        var result = Contours()
        var start0 = phase.isFinite ? phase.truncatingRemainder(dividingBy: cycle) : 0
        if start0 < 0 { start0 += cycle }

        for contour in contours.contours {
            var points = Array(contours.points[contour.start..<(contour.start + contour.count)])
            if contour.isClosed, let first = points.first { points.append(first) }
            // Find where in the pattern the line starts.
            var index = 0
            var remaining = lengths[0]
            var offset = start0
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var piece: [Point] = index % 2 == 0 ? [points[0]] : []
            // Guards against a pathological pattern of tiny lengths on a very long line.
            var budget = 2_000_000
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                let segmentLength = (b - a).length
                var travelled = 0.0
                while segmentLength - travelled > remaining && budget > 0 {
                    budget -= 1
                    travelled += remaining
                    let p = a.interpolated(to: b, travelled / segmentLength)
                    if index % 2 == 0 {
                        piece.append(p)
                        append(piece, to: &result)
                        piece = []
                    } else {
                        piece = [p]
                    }
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                }
                remaining -= segmentLength - travelled
                if index % 2 == 0 { piece.append(b) }
            }
            if index % 2 == 0 { append(piece, to: &result) }
        }
        return result
    }

    private static func append(_ piece: [Point], to result: inout Contours) {
        guard piece.count > 1 else { return }
        result.contours.append((result.points.count, piece.count, false))
        result.points.append(contentsOf: piece)
    }
}
