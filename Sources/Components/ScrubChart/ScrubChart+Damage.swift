import Geometry
import Gestures
import Motion
import Raster
import Typeset

// What a frame changed since the last one, so the window redraws only that.

extension ScrubChart {
    /// The parts of a frame a scrub step can change, and what decides whether anything else did.
    struct DrawnFrame: Equatable {
        var time: Double
        var plotKey: PlotKey
        var readout: [String]
        var markedIndex: Int?
    }

    /// Everything but the finger's point that a frame depends on: when any of it changes, the
    /// whole card is redrawn.
    struct PlotKey: Equatable {
        var frame: Rect
        var theme: Theme
        var rangeIndex: Int
        var mode: ScrubChartMode
        var dataVersion: Int
        var columns: Int
        var phase: ScrubChartPhase
        var span: ClosedRange<Int>?
        var activeBar: Int?
    }

    var plotKey: PlotKey {
        // Bars highlight the finger's bar in the base layer, so there every step redraws the card.
        PlotKey(frame: frame, theme: theme, rangeIndex: model.rangeIndex, mode: model.mode, dataVersion: dataVersion,
                columns: columns, phase: model.selection.phase, span: model.rangeSpan,
                activeBar: model.mode == .bars ? model.activeIndex : nil)
    }

    var readoutStrings: [String] {
        [model.metaLine, model.numeral.text, model.deltaChip?.text ?? ""]
    }

    /// A scrub step changes the readout and the marks at the old and the new point; anything
    /// else (motion in flight, a change of phase, range, data, size or theme) redraws the card.
    public func damage(at time: Double) -> [Rect]? {
        guard let layout, let text, let drawn, drawn.plotKey == plotKey,
              !isAnimating(at: drawn.time), !isAnimating(at: time) else { return nil }
        let painter = ScrubChartPainter(model: model, layout: layout, theme: theme, motion: motion, picker: picker,
                                        text: text, time: time)
        let readoutChanged = drawn.readout != readoutStrings
        let marked = drawn.markedIndex == motion.markedIndex ? [] :
            [drawn.markedIndex, motion.markedIndex].compactMap { $0 }.filter { $0 < model.points.count }
        var regions: [Rect] = []
        if drawn.markedIndex != motion.markedIndex, model.selection.phase == .range {
            // The band grows or shrinks with the moving end: the plot under the readout.
            if readoutChanged { regions.append(painter.readoutArea) }
            regions.append(layout.plot.insetBy(dx: -40, dy: -40))
        } else {
            // Everything glass in one band across the card's top: the readout's chip and the
            // flags at the old and the new point, whose glass refracts what lies beside it, so
            // the band is drawn whole and at once. Below it, the rules and dots alone, each in
            // its own strip: a step redraws a quarter of the card, not all of it.
            // The readout is in the band whenever a flag is: a band starting at a flag's top
            // would cut through the chip, whose frost reads the pixels above the cut.
            var top = readoutChanged || !marked.isEmpty ? painter.readoutArea : nil
            for index in marked {
                let flag = painter.flagArea(index: index)
                top = top?.union(flag) ?? flag
            }
            if let top {
                let band = Rect(layout.card.minX, top.minY, layout.card.width, top.height)
                regions.append(band)
                let below = band.maxY.rounded(.up)
                for index in marked where below < layout.plot.maxY + 10 {
                    // The rule and the dot (with its ring and a pixel of antialiasing), which
                    // reach past the plot's bottom: the rule's cap, and a dot on the lowest value.
                    regions.append(Rect(painter.plotX(ofIndex: index) - 10, below, 20, layout.plot.maxY + 10 - below))
                }
            }
        }
        return Rect.merged(regions.map { $0.intersection(layout.card) }.filter { !$0.isEmpty })
    }
}
