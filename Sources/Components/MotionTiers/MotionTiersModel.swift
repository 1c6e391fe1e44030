import Motion

/// What the tiers demo shows and counts, with no pixels and no clock: the tiers and the custom
/// spring with what each measures, whether Reduce Motion is on, and how often the lanes fired and
/// each tile played.
///
/// It is a value: the piece's input writes it, and the motion (``TiersMotion``) plays each change
/// on the springs the model names.
///
///     var model = MotionTiersModel()
///     model.fire()                         // fired 1
///     model.setReduceMotion(true)          // every lane on MotionLanguage.stillSpring
///     model.play(.role(.success))          // plays(of: .role(.success)) 1
struct MotionTiersModel: Sendable, Hashable {
    /// The tiers, one lane each, from tight to calm.
    static let tiers = Tier.allCases
    /// What the grid shows, one tile each: every role, the presets, the language's other parts.
    static let tiles = LabTile.all

    /// One lane per tier, then the custom lane.
    static let laneCount = tiers.count + 1
    /// The custom lane's index: after the tiers.
    static let customLane = tiers.count

    /// What each tier's spring does on a move from rest, in lane order.
    let measurements: [SpringMeasurement]
    /// The spring of your own, as the wheels or `--spring` set it, and what it does.
    private(set) var custom: CustomSpring
    private(set) var customMeasurement: SpringMeasurement
    /// Whether lanes and roles play their Reduce Motion substitutes.
    private(set) var reduceMotion: Bool
    /// How many times the lanes have been fired together.
    private(set) var fireCount = 0
    /// How many times each tile's example has played, in ``tiles`` order.
    private(set) var plays: [Int]

    /// The demo before any input; `reduceMotion` from the theme it opens under.
    init(reduceMotion: Bool = false, custom: CustomSpring = .opening) {
        self.reduceMotion = reduceMotion
        self.custom = custom
        customMeasurement = SpringMeasurement(custom.spring)
        measurements = Self.tiers.map { SpringMeasurement($0.spring) }
        plays = Self.tiles.map { _ in 0 }
    }

    /// The spring lane `index` moves on: its tier's, or under Reduce Motion the still substitute,
    /// except the tight tier's, which is the press: it has no bounce to take away, and keeps its
    /// 0.14 s so a press still answers at once.
    func spring(ofLane index: Int) -> Spring {
        let named = namedSpring(ofLane: index)
        guard reduceMotion, index == Self.customLane || Self.tiers[index] != .tight else { return named }
        return MotionLanguage.stillSpring
    }

    /// The spring lane `index` is named for: its tier's, or the custom one.
    func namedSpring(ofLane index: Int) -> Spring {
        index < Self.tiers.count ? Self.tiers[index].spring : custom.spring
    }

    /// What the lane's spring does, Reduce Motion or not.
    func measurement(ofLane index: Int) -> SpringMeasurement {
        index < Self.tiers.count ? measurements[index] : customMeasurement
    }

    /// What the lane's label reads and its curve draws: the measured figures of the spring it
    /// moves on now, so under Reduce Motion the substitute's 0.25 s and 0% overshoot.
    func shownMeasurement(ofLane index: Int) -> SpringMeasurement {
        spring(ofLane: index) == namedSpring(ofLane: index) ? measurement(ofLane: index) : Self.stillMeasurement
    }

    /// Sets the custom spring and measures it; false when it already was that.
    @discardableResult
    mutating func setCustom(_ spring: CustomSpring) -> Bool {
        guard spring != custom else { return false }
        custom = spring
        customMeasurement = SpringMeasurement(spring.spring)
        return true
    }

    /// The still substitute, measured once.
    static let stillMeasurement = SpringMeasurement(MotionLanguage.stillSpring)

    /// Counts one firing of every lane at once.
    mutating func fire() {
        fireCount += 1
    }

    /// Counts one play of `tile`'s example; false when the grid does not show that tile.
    @discardableResult
    mutating func play(_ tile: LabTile) -> Bool {
        guard let index = Self.tiles.firstIndex(of: tile) else { return false }
        plays[index] += 1
        return true
    }

    /// How many times `tile`'s example has played.
    func plays(of tile: LabTile) -> Int {
        Self.tiles.firstIndex(of: tile).map { plays[$0] } ?? 0
    }

    /// Turns Reduce Motion on or off; false when it already was.
    @discardableResult
    mutating func setReduceMotion(_ on: Bool) -> Bool {
        guard on != reduceMotion else { return false }
        reduceMotion = on
        return true
    }
}
