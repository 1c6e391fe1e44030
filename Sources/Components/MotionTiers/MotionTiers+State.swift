import Geometry
import JSONText
import Motion

// The frame loop's question (does it still move) and the state dump.

extension MotionTiers {
    public func isAnimating(at realTime: Double) -> Bool {
        motion.isAnimating(at: clock.local(at: realTime)) || motion.speedPicker.isAnimating(at: realTime)
    }

    /// The `tiers` entry (DESIGN.md, "State dump"): each tier's spring as quoted and as measured
    /// with where its puck is, each role's plays, and the rectangles a pointer aims at.
    public func state(at realTime: Double) -> JSONValue {
        let time = clock.local(at: realTime)
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
            "speed": .number(clock.speed),
            "compare": .bool(false),
            "custom": .null,
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

    /// None: the demo has no haptics of its own. It is not one of the seeds' pieces, and it shows
    /// motion (the springs and the roles' keyframes), which a tick on every fire or play would
    /// only talk over.
    public var ticks: [HapticTick] { [] }

    /// What a voice reads: what the visitor last did with Reduce Motion's state, "Motion tiers,
    /// 5 springs at rest, Reduce Motion off" as it opens, then "Motion tiers, all 5 springs fired,
    /// …", "Motion tiers, elastic spring thrown, …" or "Motion tiers, success played, …".
    public var spokenSentence: String {
        let count = MotionTiersModel.tiers.count
        let action: String
        switch lastAction {
        case nil: action = "\(count) springs at rest"
        case .fired: action = "all \(count) springs fired"
        case .thrown(let tier): action = "\(tier.name) spring thrown"
        case .played(let role): action = "\(role.rawValue) played"
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
    /// Dragged one lane's puck and let go.
    case thrown(Tier)
    /// Tapped a role's tile.
    case played(Role)
}
