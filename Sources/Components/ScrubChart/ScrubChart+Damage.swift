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
        var regions: [Rect] = []
        if drawn.readout != readoutStrings {
            // The readout down to where the chip's lift shadow fades, inside the plot's top.
            regions.append(Rect(layout.card.minX, layout.card.minY, layout.card.width, layout.plot.minY + 20 - layout.card.minY))
        }
        if drawn.markedIndex != motion.markedIndex {
            if model.selection.phase == .range {
                // The band grows or shrinks with the moving end: the plot under the readout.
                regions.append(layout.plot.insetBy(dx: -40, dy: -40).intersection(layout.card))
            } else {
                let painter = ScrubChartPainter(model: model, layout: layout, theme: theme, motion: motion, picker: picker,
                                                text: text, time: time)
                for index in [drawn.markedIndex, motion.markedIndex].compactMap({ $0 }) where index < model.points.count {
                    let x = painter.plotX(ofIndex: index)
                    // The rule and the dot (with its ring and a pixel of antialiasing), and the flag.
                    regions.append(Rect(x - 10, layout.plot.minY, 20, layout.plot.height))
                    regions.append(painter.flagArea(index: index))
                }
            }
        }
        return Rect.merged(regions.map { $0.intersection(layout.card) }.filter { !$0.isEmpty })
    }
}
