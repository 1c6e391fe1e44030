import Motion

/// Everything in the tiers demo that moves with time: a puck per lane with the record its
/// playhead draws, a scene per tile, the Reduce Motion switch's thumb, and the speed and compare
/// controls.
///
/// Callers say when each change happens and on which spring (``MotionTiersModel`` names them);
/// values are read at frame times, so a replayed trace draws the same playheads.
struct TiersMotion: Sendable {
    /// One per tier, in the model's order, then the custom lane.
    var lanes: [TierLane]
    /// One per tile of the grid, in the model's order.
    var tiles: [LabExample]
    /// The switch's thumb: 0 off, 1 on.
    private(set) var switchPosition = Animator(0.0)
    /// The slow-motion picker: one segment per ``PlaybackClock/speeds``. It moves on real time,
    /// so it answers at once however slow the screen plays.
    var speedPicker: SegmentRow
    /// The Lanes | Compare toggle, on real time like the speed picker.
    var comparePicker: SegmentRow

    init(reduceMotion: Bool) {
        speedPicker = SegmentRow(labels: PlaybackClock.speeds.map(Self.speedLabel), selection: 0, reduceMotion: reduceMotion)
        comparePicker = SegmentRow(labels: ["Lanes", "Compare"], selection: 0, reduceMotion: reduceMotion)
        lanes = MotionTiersModel.tiers.map { TierLane(tier: $0) } + [TierLane(tier: nil)]
        tiles = MotionTiersModel.tiles.map { LabExample(tile: $0) }
        switchPosition.set(reduceMotion ? 1 : 0)
    }

    /// A speed as its segment reads: "1×", "0.5×", "0.25×", "0.1×".
    static func speedLabel(_ speed: Double) -> String {
        let tenths = (speed * 10).rounded() == speed * 10
        return speed == 1 ? "1×" : "\(fixed(speed, digits: tenths ? 1 : 2))×"
    }

    /// Fires every lane at `time`, each on its spring from `model`; a lane under a finger stays.
    mutating func fire(_ model: MotionTiersModel, at time: Double) {
        for index in lanes.indices {
            lanes[index].fire(on: model.spring(ofLane: index), at: time)
        }
    }

    /// Plays tile `index`'s scene at `time`.
    mutating func playTile(_ index: Int, reduceMotion: Bool, at time: Double) {
        tiles[index].play(at: time, reduceMotion: reduceMotion)
    }

    /// The held tile `index` (press, grab lift) is held from `time`, until ``releaseTile(_:at:)``.
    mutating func holdTile(_ index: Int, reduceMotion: Bool, at time: Double) {
        tiles[index].pressDown(at: time, reduceMotion: reduceMotion)
    }

    mutating func releaseTile(_ index: Int, at time: Double) {
        tiles[index].pressUp(at: time)
    }

    /// Slides the switch's thumb to `on` at `time`, on the snap role as it now plays; a loop
    /// running stops, as loops do under Reduce Motion.
    mutating func flipSwitch(_ on: Bool, at time: Double) {
        switchPosition.animate(to: on ? 1 : 0, with: Role.snap.animation(reduceMotion: on), at: time)
        for index in tiles.indices { tiles[index].reduceMotionChanged(on, at: time) }
    }

    /// An idle reset: every loop eases back to rest.
    mutating func stopLoops(at time: Double) {
        for index in tiles.indices { tiles[index].stopLoop(at: time) }
    }

    /// Whether a frame at `time` would differ from the one before. A held puck only moves with
    /// the finger, which brings its own frames; the curves are still, so the lab rests as soon as
    /// the last puck and scene do (a running loop keeps it moving).
    func isAnimating(at time: Double) -> Bool {
        let laneRest = lanes.filter { !$0.isDragging }.map(\.restTime).max() ?? -.infinity
        let tileRest = tiles.map { $0.restTime() }.max() ?? -.infinity
        return time < max(laneRest, tileRest, switchPosition.restTime)
    }
}
