import Geometry
import Glass
import Gestures
import Motion

// Pointer and key input: a lane's tap and pan, a tile's tap or hold, the switch, the speed picker,
// the compare toggle and the custom lane's wheels; Space, R, C, 1–4, and the arrows for a wheel.

extension MotionTiers {
    public func recognizers(at location: Point) -> [GestureRecognizer] {
        let point = location
        if layout.switchHit.contains(point) { return [switchTap] }
        if layout.speedRow.insetBy(dx: -Liquid.joined, dy: 0).contains(point) { return [speedHold.recognizer] }
        if layout.compareRow.insetBy(dx: -Liquid.joined, dy: 0).contains(point) { return [compareHold.recognizer] }
        for wheel in wheels {
            let found = wheel.recognizers(at: point)
            if !found.isEmpty {
                activeWheel = wheel
                return found
            }
        }
        if let index = layout.lanes.firstIndex(where: { $0.row.contains(point) }) {
            // The pan claims a horizontal drag; anything else that lifts in place is a tap.
            return [lanePans[index], laneTaps[index]]
        }
        if let index = layout.roleTiles.firstIndex(where: { $0.contains(point) }), index < tileRecognizers.count {
            return [tileRecognizers[index]]
        }
        return []
    }

    public func handleKey(_ event: KeyEvent) -> Bool {
        let time = clock.local(at: event.time.inSeconds)
        switch event.key {
        case .character(let character) where ("1"..."4").contains(character):
            // 1–4: real time, half, a quarter and a tenth.
            guard !event.isRepeat, let digit = Int(String(character)) else { return true }
            setSpeed(PlaybackClock.speeds[digit - 1], atReal: event.time.inSeconds)
            return true
        case .space:
            guard !event.isRepeat else { return true }
            fire(at: time)
            return true
        case .character(let character) where character == "r" || character == "R":
            guard !event.isRepeat else { return true }
            setReduceMotion(!model.reduceMotion, at: time)
            return true
        case .character(let character) where character == "c" || character == "C":
            guard !event.isRepeat else { return true }
            setComparing(!comparing, atReal: event.time.inSeconds)
            return true
        case .left, .right, .home, .end:
            // The arrows turn the wheel last touched, one value a press, on real time.
            return activeWheel.handleKey(event)
        default:
            return false
        }
    }

    public func handleWheel(_ event: WheelEvent) -> Bool {
        for wheel in wheels where wheel.strip.contains(event.location) {
            activeWheel = wheel
            return wheel.handleWheel(event)
        }
        return false
    }

    public func advance(to realTime: Double) {
        for wheel in wheels { wheel.advance(to: realTime) }
    }

    func makeRecognizers() {
        for index in 0..<MotionTiersModel.laneCount {
            let tap = TapRecognizer()
            tap.onTap = { [unowned self] details in fire(at: clock.local(at: details.time.inSeconds)) }
            laneTaps.append(tap)

            let pan = PanRecognizer(axis: .horizontal)
            pan.onBegan = { [unowned self] value in
                let time = clock.local(at: value.time.inSeconds)
                motion.lanes[index].beginDrag(at: time)
                motion.lanes[index].drag(by: value.translation.x / trackTravel(index), trackLength: abs(trackTravel(index)), at: time)
            }
            pan.onChanged = { [unowned self] value in
                motion.lanes[index].drag(
                    by: value.translation.x / trackTravel(index), trackLength: abs(trackTravel(index)),
                    at: clock.local(at: value.time.inSeconds))
            }
            pan.onEnded = { [unowned self] value in
                let travel = trackTravel(index)
                // The finger's speed is real; in slow motion the puck leaves at it as seen.
                motion.lanes[index].endDrag(
                    velocity: clock.localRate(value.velocity.x / travel), trackLength: abs(travel),
                    spring: model.namedSpring(ofLane: index), reduceMotion: model.reduceMotion,
                    at: clock.local(at: value.time.inSeconds))
                lastAction = .thrown(motion.lanes[index].name)
            }
            pan.onCancelled = { [unowned self] in
                // A cancel carries no time of its own here; the last drag move is the latest known.
                motion.lanes[index].cancelDrag(on: model.spring(ofLane: index), at: motion.lanes[index].trace.lastChange)
            }
            lanePans.append(pan)
        }
        tileRecognizers = MotionTiersModel.tiles.indices.map(makeTileRecognizer)
        // The speed picker and the compare toggle are on real time: they answer at once at any
        // speed.
        speedHold = SegmentHold(row: { [unowned self] change in change(&motion.speedPicker) },
                                picked: { [unowned self] index, time in setSpeed(PlaybackClock.speeds[index], atReal: time) })
        compareHold = SegmentHold(row: { [unowned self] change in change(&motion.comparePicker) },
                                  picked: { [unowned self] index, time in setComparing(index == 1, atReal: time) })
        switchTap.onTap = { [unowned self] details in
            setReduceMotion(!model.reduceMotion, at: clock.local(at: details.time.inSeconds))
        }
    }

    /// A tap that plays tile `index`, or for a held tile a hold: the first change of a drag with
    /// no minimum distance is the touch itself, and the lift or a cancel lets go.
    private func makeTileRecognizer(_ index: Int) -> GestureRecognizer {
        let tile = MotionTiersModel.tiles[index]
        guard tile.isHeld else {
            let tap = TapRecognizer()
            tap.onTap = { [unowned self] details in playTile(tile, at: clock.local(at: details.time.inSeconds)) }
            return tap
        }
        let hold = DragRecognizer(minimumDistance: 0)
        hold.onChanged = { [unowned self] value in
            if !motion.tiles[index].isHeld { holdTile(index, at: clock.local(at: value.time.inSeconds)) }
        }
        hold.onEnded = { [unowned self] value in releaseTile(index, at: clock.local(at: value.time.inSeconds)) }
        hold.onCancelled = { [unowned self] in
            // A cancel carries no time; the hold's own start is the latest known.
            releaseTile(index, at: motion.tiles[index].heldSince)
        }
        return hold
    }

    /// The distance the puck's centre travels from one end to the other, in points, signed so
    /// that dividing a horizontal drag by it gives progress in reading order (right to left, a
    /// drag to the left moves the puck forward).
    func trackTravel(_ index: Int) -> Double {
        max(1, layout.lanes[index].travel) * (rightToLeft ? -1 : 1)
    }
}
