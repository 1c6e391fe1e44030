import Motion

/// One cell of the motion lab's grid: a role of the motion language, one of its keyframe
/// presets, or one of its other parts. Each plays a small example when tapped (or held), and
/// names the tier it moves on and, under Reduce Motion, its substitute (`LabTile+Naming`).
enum LabTile: Sendable, Hashable {
    case role(Role)
    case preset(LabPreset)
    case part(LanguagePart)

    /// Every tile, in the grid's order: the roles as the issue names them with ambient last,
    /// then the presets, then the language's other parts.
    static let all: [LabTile] = Role.allCases.map(LabTile.role) + LabPreset.allCases.map(LabTile.preset)
        + LanguagePart.allCases.map(LabTile.part)

    /// What the tile is called, drawn on it, spoken and written in the state dump.
    var name: String {
        switch self {
        case .role(let role): role.rawValue
        case .preset(let preset): preset.rawValue
        case .part(let part): part.name
        }
    }

    /// What kind of cell it is, for the state dump: `role`, `preset` or `part`.
    var kind: String {
        switch self {
        case .role: "role"
        case .preset: "preset"
        case .part: "part"
        }
    }

    /// Tiles that answer a finger held on them, not a tap: the press sinks and the grab lifts
    /// from touch-down until the finger lifts.
    var isHeld: Bool { self == .role(.press) || self == .part(.grabLift) }
}

/// The keyframe presets, each shown alone in its own tile.
enum LabPreset: String, CaseIterable, Sendable, Hashable {
    /// Dip, swell and land, as a scale: anticipation, overshoot, settle.
    case pop
    /// A decaying side-to-side offset for refused input.
    case shake

    /// The preset's track as it plays under this setting (under Reduce Motion it holds still).
    func track(reduceMotion: Bool) -> KeyframeTrack<Double> {
        switch self {
        case .pop: .pop(reduceMotion: reduceMotion)
        case .shake: .shake(reduceMotion: reduceMotion)
        }
    }

    /// The value the track starts from and comes back to.
    var rest: Double { self == .pop ? 1 : 0 }
}

/// The parts of the motion language that are not roles: ways of moving several things, or text,
/// or a held surface, each with its own tile.
enum LanguagePart: CaseIterable, Sendable, Hashable {
    /// Later ranks arrive a beat later on a looser spring.
    case follow
    /// An entrance staggered item by item.
    case cascade
    /// A label changing letter by letter.
    case morphText
    /// One symbol blurring out as another blurs in.
    case blurSwap
    /// A surface lifted while a finger holds it.
    case grabLift
    /// Glass shapes popping together as one group.
    case groupPop

    var name: String {
        switch self {
        case .follow: "follow"
        case .cascade: "cascade"
        case .morphText: "morph text"
        case .blurSwap: "blur swap"
        case .grabLift: "grab lift"
        case .groupPop: "group pop"
        }
    }
}
