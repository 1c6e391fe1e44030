import Geometry
import JSONText
import Motion

// The frame loop's question (does it still move) and the state dump.

extension MotionTiers {
    public func isAnimating(at realTime: Double) -> Bool {
        motion.isAnimating(at: clock.local(at: realTime)) || motion.speedPicker.isAnimating(at: realTime)
            || motion.comparePicker.isAnimating(at: realTime) || wheels.contains { $0.isAnimating(at: realTime) }
    }

    /// The ambient tile breathes until tapped again or reset.
    public var isLooping: Bool {
        motion.tiles.contains { $0.ambient.isLooping }
    }

    /// The `tiers` entry (DESIGN.md, "State dump"): each tier's spring as quoted and as measured
    /// with where its puck is, each tile's tier, substitute and plays, and the rectangles a pointer aims at.
    public func state(at realTime: Double) -> JSONValue {
        let time = clock.local(at: realTime)
        let tiers: [JSONValue] = MotionTiersModel.tiers.indices.map { laneState($0, at: time) }
        let roleEntries: [JSONValue] = motion.tiles.indices.map { index in
            let example = motion.tiles[index]
            let tile = example.tile
            var fields: [JSONValue.Field] = [
                .init("name", .string(tile.name)),
                .init("kind", .string(tile.kind)),
                .init("tier", .string(tile.tier)),
                .init("substitute", .string(tile.substitute)),
                .init("plays", .number(Double(model.plays[index]))),
                .init("animating", .bool(time < example.restTime())),
            ]
            if tile.isHeld { fields.append(.init("held", .bool(example.isHeld))) }
            if tile == .role(.ambient) { fields.append(.init("looping", .bool(example.ambient.isLooping))) }
            return .object(fields)
        }
        return .object([
            "frame": frame.stateJSON,
            "reduceMotion": .bool(model.reduceMotion),
            "fired": .number(Double(model.fireCount)),
            "tiers": .array(tiers),
            "speed": .number(clock.speed),
            "compare": .bool(comparing),
            "hover": hoverTime.map { .number(($0 * 1000).rounded() / 1000) } ?? .null,
            "custom": laneState(MotionTiersModel.customLane, at: time),
            // Duration, then bounce: each wheel's strip, as a drag or a notch aims at it.
            "wheels": .array(wheels.map(\.strip.stateJSON)),
            "wheelStates": .array(wheels.map { $0.state(at: realTime) }),
            "speedRow": layout.speedRow.stateJSON,
            "speedSegments": .array(motion.speedPicker.rects(at: realTime).map(\.stateJSON)),
            "compareRow": layout.compareRow.stateJSON,
            "compareSegments": .array(motion.comparePicker.rects(at: realTime).map(\.stateJSON)),
            "comparePlot": layout.comparePlot.stateJSON,
            // One per lane: the tiers, then custom.
            "lanes": .array(layout.lanes.map(\.row.stateJSON)),
            "tracks": .array(layout.lanes.map(\.track.stateJSON)),
            "plots": .array(layout.lanes.map(\.plot.stateJSON)),
            "roles": .array(roleEntries),
            "roleTiles": .array(layout.roleTiles.map(\.stateJSON)),
            "switch": layout.switchHit.stateJSON,
            "spoken": .string(spokenSentence),
            "ticks": .array(ticks.map(\.stateJSON)),
        ])
    }

    /// Lane `index`'s spring as named and as measured, with where its puck is: a tier's entry in
    /// `tiers`, or the `custom` entry, which adds the SwiftUI line.
    private func laneState(_ index: Int, at time: Double) -> JSONValue {
        let lane = motion.lanes[index]
        let named = model.namedSpring(ofLane: index)
        let measurement = model.measurement(ofLane: index)
        let spring = model.spring(ofLane: index)
        var fields: [JSONValue.Field] = [
            .init("name", .string(lane.name)),
            .init("duration", .number(named.duration)),
            .init("bounce", .number(named.bounce)),
            .init("overshoot", .number(measurement.overshoot)),
            .init("t90", .number(measurement.t90)),
            .init("settle", .number(measurement.settle)),
            .init("peakTime", measurement.peakTime.map { .number($0) } ?? .null),
            .init("settlingDuration", .number(named.settlingDuration)),
            .init("position", .number(lane.position(at: time))),
            .init("target", .number(lane.target)),
            .init("moving", .bool(lane.trace.current.isAnimating(at: time))),
            .init("playhead", lane.playhead(at: time).map { head in
                .object(["elapsed": .number(head.elapsed), "progress": .number(head.progress)])
            } ?? .null),
            .init("spring", .object(["duration": .number(spring.duration), "bounce": .number(spring.bounce)])),
        ]
        if index == MotionTiersModel.customLane { fields.append(.init("swiftUI", .string(model.custom.swiftUI))) }
        return .object(fields)
    }

    /// Only the custom lane's wheels tick, as a Wheel Picker does when a value passes. The demo
    /// has no haptics of its own: it shows motion (the springs and the tiles' keyframes), which a
    /// tick on every fire or play would only talk over.
    public var ticks: [HapticTick] { HapticTick.merged(wheels.map(\.ticks)) }

    /// What a voice reads: what the visitor last did with Reduce Motion's state, "Motion tiers,
    /// 5 springs at rest, Reduce Motion off" as it opens, then "Motion tiers, all 5 springs fired,
    /// …", "Motion tiers, elastic spring thrown, …" or "Motion tiers, success played, …".
    public var spokenSentence: String {
        let count = MotionTiersModel.tiers.count
        let action: String
        switch lastAction {
        case nil: action = "\(count) springs at rest"
        case .fired: action = "all \(count) springs fired"
        case .thrown(let name): action = "\(name) spring thrown"
        case .played(let tile): action = "\(tile.name) played"
        case .tuned: action = "custom spring \(model.custom.swiftUI)"
        case .compared: action = "comparing every curve"
        case .separated: action = "curves in their lanes"
        }
        return "Motion tiers, \(action), Reduce Motion \(model.reduceMotion ? "on" : "off")"
    }

    /// The demo draws springs, not data: it has no audio graph.
    public var audioGraphValues: [Double]? { nil }
}

/// What the visitor last did in the tiers demo.
enum TiersAction: Sendable, Hashable {
    /// Clicked a lane or pressed Space: every lane fired.
    case fired
    /// Dragged one lane's puck and let go: the lane's name.
    case thrown(String)
    /// Tapped (or held) a tile of the grid.
    case played(LabTile)
    /// Turned a wheel of the custom lane.
    case tuned
    /// Turned compare mode on, or off.
    case compared
    case separated
}
