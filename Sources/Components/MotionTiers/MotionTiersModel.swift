import Motion

/// What the tiers demo shows and counts, with no pixels and no clock: the tiers and what their
/// springs measure, whether Reduce Motion is on, and how often the lanes fired and each role played.
///
/// It is a value: the piece's input writes it, and the motion (``TiersMotion``) plays each change
/// on the springs the model names.
///
///     var model = MotionTiersModel()
///     model.fire()                         // fired 1
///     model.setReduceMotion(true)          // every lane on MotionLanguage.stillSpring
///     model.play(.success)                 // plays(of: .success) 1
struct MotionTiersModel: Sendable, Hashable {
    /// The tiers, one lane each, from tight to calm.
    static let tiers = Tier.allCases
    /// The roles the demo shows, one tile each, in the order the issue names them.
    static let roles: [Role] = [
        .press, .release, .settle, .snap, .value, .rebound, .morph, .reveal, .dismiss, .success, .error,
    ]

    /// The press role's tile, which is held rather than tapped.
    static let pressRoleIndex = roles.firstIndex(of: .press) ?? 0

    /// What each tier's spring does on a move from rest, in lane order.
    let measurements: [TierMeasurement]
    /// Whether lanes and roles play their Reduce Motion substitutes.
    private(set) var reduceMotion: Bool
    /// How many times the lanes have been fired together.
    private(set) var fireCount = 0
    /// How many times each role's example has played, in ``roles`` order.
    private(set) var plays: [Int]

    /// The demo before any input; `reduceMotion` from the theme it opens under.
    init(reduceMotion: Bool = false) {
        self.reduceMotion = reduceMotion
        measurements = Self.tiers.map { TierMeasurement($0.spring) }
        plays = Self.roles.map { _ in 0 }
    }

    /// The spring lane `index` moves on: its tier's, or under Reduce Motion the still substitute,
    /// except the tight tier's, which is the press: it has no bounce to take away, and keeps its
    /// 0.14 s so a press still answers at once.
    func spring(ofLane index: Int) -> Spring {
        guard reduceMotion, Self.tiers[index] != .tight else { return Self.tiers[index].spring }
        return MotionLanguage.stillSpring
    }

    /// What the lane's label reads: the measured figures of the spring it moves on now, so under
    /// Reduce Motion the substitute's 0.25 s and 0% overshoot.
    func shownMeasurement(ofLane index: Int) -> TierMeasurement {
        let spring = spring(ofLane: index)
        return spring == Self.tiers[index].spring ? measurements[index] : Self.stillMeasurement
    }

    /// The still substitute, measured once.
    static let stillMeasurement = TierMeasurement(MotionLanguage.stillSpring)

    /// Counts one firing of every lane at once.
    mutating func fire() {
        fireCount += 1
    }

    /// Counts one play of `role`'s example; false when the demo does not show that role.
    @discardableResult
    mutating func play(_ role: Role) -> Bool {
        guard let index = Self.roles.firstIndex(of: role) else { return false }
        plays[index] += 1
        return true
    }

    /// How many times `role`'s example has played (0 for a role the demo does not show).
    func plays(of role: Role) -> Int {
        Self.roles.firstIndex(of: role).map { plays[$0] } ?? 0
    }

    /// Turns Reduce Motion on or off; false when it already was.
    @discardableResult
    mutating func setReduceMotion(_ on: Bool) -> Bool {
        guard on != reduceMotion else { return false }
        reduceMotion = on
        return true
    }
}
