import Geometry
import JSONText
import Motion

// The frame loop's question (does it still move) and the state dump.

extension MotionTiers {
    public func isAnimating(at time: Double) -> Bool {
        motion.isAnimating(at: time)
    }

    /// The `tiers` entry (DESIGN.md, "State dump"): each tier's spring as quoted and as measured
    /// with where its puck is, each role's plays, and the rectangles a pointer aims at.
    public func state(at time: Double) -> JSONValue {
        let tiers: [JSONValue] = motion.lanes.indices.map { index in
            let lane = motion.lanes[index]
            let measurement = model.measurements[index]
            let spring = model.spring(ofLane: index)
            return .object([
                "name": .string(lane.tier.name),
                "duration": .number(lane.tier.spring.duration),
                "bounce": .number(lane.tier.spring.bounce),
                "overshoot": .number(measurement.overshoot),
                "settle": .number(measurement.settle),
                "t90": .number(measurement.t90),
                "settlingDuration": .number(lane.tier.spring.settlingDuration),
                "position": .number(lane.position(at: time)),
                "target": .number(lane.target),
                "moving": .bool(lane.trace.current.isAnimating(at: time)),
                "spring": .object([
                    "duration": .number(spring.duration), "bounce": .number(spring.bounce),
                ]),
            ])
        }
        let roleEntries: [JSONValue] = motion.roles.indices.map { index in
            let role = motion.roles[index]
            return .object([
                "name": .string(role.role.rawValue),
                "plays": .number(Double(model.plays[index])),
                "animating": .bool(time < role.restTime()),
            ])
        }
        return .object([
            "frame": frame.stateJSON,
            "reduceMotion": .bool(model.reduceMotion),
            "fired": .number(Double(model.fireCount)),
            "tiers": .array(tiers),
            // The demo plays at real speed, one tier per lane, on the seeds' springs; the motion
            // lab (issue 20) makes these three choosable.
            "speed": .number(1),
            "compare": .bool(false),
            "custom": .null,
            "lanes": .array(layout.lanes.map(\.row.stateJSON)),
            "tracks": .array(layout.lanes.map(\.track.stateJSON)),
            "plots": .array(layout.lanes.map(\.plot.stateJSON)),
            "roles": .array(roleEntries),
            "roleTiles": .array(layout.roleTiles.map(\.stateJSON)),
            "switch": layout.switchHit.stateJSON,
        ])
    }
}
