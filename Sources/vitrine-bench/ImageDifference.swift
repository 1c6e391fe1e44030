/// How far apart two images are: the gate the reference sets against Cairo.
struct ImageDifference {
    /// Mean absolute difference per channel, 0...255.
    var meanAbsolute: Double
    /// Fraction of pixels where some channel differs by more than 8.
    var fractionOffBy8: Double

    init(_ a: [UInt32], _ b: [UInt32]) {
        precondition(a.count == b.count)
        var total = 0
        var off = 0
        for i in a.indices {
            let p = a[i], q = b[i]
            if p == q { continue }
            var worst: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (p >> shift) & 0xFF, y = (q >> shift) & 0xFF
                let d = x > y ? x - y : y - x
                total += Int(d)
                worst = max(worst, d)
            }
            if worst > 8 { off += 1 }
        }
        meanAbsolute = Double(total) / Double(a.count * 4)
        fractionOffBy8 = Double(off) / Double(a.count)
    }
}
