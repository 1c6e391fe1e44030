#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A frame's second core: one thread that takes the upper rows of each large fill while the
/// drawing thread does the lower ones, so a full frame is drawn on both cores with the same
/// pixels as on one.
///
/// There is no pool. The frame loop makes one worker, lends it to its canvas
/// (``Canvas/bandWorker``) and keeps it for the window's life. Only one thread may hand it work
/// at a time: the one drawing that canvas.
///
/// A handoff must cost far less than the fill it halves, and a frame hands over hundreds. So the
/// worker spins while work keeps coming and sleeps on a semaphore soon after it stops: a window
/// at rest costs no CPU. The drawing thread never waits on a worker that is not running: a half
/// not yet begun is taken back, and after the worker loses its core mid-half the drawing thread
/// draws alone for a while.
public final class BandWorker: Sendable {
    private let core = BandCore()
    private let thread: pthread_t?

    /// Starts the worker's thread. Without a thread to be had, ``split(_:at:_:)`` draws both
    /// halves on the calling thread, in turn.
    public init() {
        var created = pthread_t()
        // The thread holds its own reference to the core, released when its loop ends.
        let retained = Unmanaged.passRetained(core)
        let result = pthread_create(&created, nil, { context in
            guard let context else { return nil }
            Unmanaged<BandCore>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, retained.toOpaque())
        if result != 0 { retained.release() }
        thread = result == 0 ? created : nil
    }

    /// How many halves the worker has been handed so far: what a test or a bench reads to see
    /// that a frame was shared, or that a small redraw was not.
    public var handoffCount: Int { core.handoffs.load(ordering: .relaxed) }

    deinit {
        guard let thread else { return }
        core.stop()
        pthread_join(thread, nil)
    }

    /// Runs `work` on the rows `band.minY..<row` on the worker and on `row..<band.maxY` here,
    /// and returns when both are done. `work` must touch only what its rows own.
    public func split(_ band: PixelBounds, at row: Int, _ work: (PixelBounds) -> Void) {
        let upper = PixelBounds(minX: band.minX, minY: band.minY, maxX: band.maxX, maxY: row)
        let lower = PixelBounds(minX: band.minX, minY: row, maxX: band.maxX, maxY: band.maxY)
        guard thread != nil, core.isIdle, !core.isCoolingDown() else {
            work(upper)
            work(lower)
            return
        }
        withoutActuallyEscaping(work) { work in
            core.post(work, upper)
            work(lower)
            core.waitUntilDone()
        }
    }
}

/// The state the drawing thread and the worker share.
private final class BandCore: @unchecked Sendable {
    // Unchecked: `task` and `taskBand` are written only by the drawing thread while `state` is
    // `idle`, then read by the one thread that moves `state` from `posted` (the worker to
    // `running`, or the drawing thread back to `idle`); the atomic's release/acquire pairs order
    // both handoffs.
    private var task: ((PixelBounds) -> Void)?
    private var taskBand = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
    private let state = Atomic<Int>(State.idle)
    private let sleeping = Atomic<Bool>(false)
    private let wake: UnsafeMutablePointer<sem_t>
    let handoffs = Atomic<Int>(0)
    /// Splits left to draw alone after the worker lost its core in the middle of a half (see
    /// ``waitUntilDone()``). Only the drawing thread reads and writes it.
    private var coolDown = 0

    /// Waits (with `sched_yield`) past this many empty checks mean the worker lost its core
    /// mid-half: far longer than two halves of one fill ever differ.
    static let stallChecks = 4_000
    /// How many splits the drawing thread then draws alone, a few frames' worth, before it
    /// tries the worker again: on a machine whose cores are taken (a stream's worker and the
    /// display's), a frame is quicker drawn by one thread than waiting on a second.
    static let coolDownSplits = 512

    /// Empty checks before the worker sleeps: about a tenth of a millisecond, longer than most
    /// gaps between two fills of a frame. A worker that has gone to sleep costs a frame nothing
    /// (its half is taken back, see `waitUntilDone`), while one that spins takes a core from the
    /// stream's worker and the display's, which a two-core panel cannot spare.
    static let spinLimit = 40_000

    private enum State {
        static let idle = 0
        static let posted = 1
        static let done = 2
        static let stopping = 3
        static let running = 4
    }

    init() {
        wake = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(wake, 0, 0)
    }

    deinit {
        sem_destroy(wake)
        wake.deallocate()
    }

    var isIdle: Bool { state.load(ordering: .acquiring) == State.idle }

    /// Whether the next split should run alone, counting it off.
    func isCoolingDown() -> Bool {
        guard coolDown > 0 else { return false }
        coolDown -= 1
        return true
    }

    /// Hands the worker `work` on `band`, waking it if it sleeps.
    func post(_ work: @escaping (PixelBounds) -> Void, _ band: PixelBounds) {
        task = work
        taskBand = band
        handoffs.add(1, ordering: .relaxed)
        state.store(State.posted, ordering: .sequentiallyConsistent)
        // One wake-up a sleep: posts that land before the worker is up do not pile up.
        if sleeping.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged { sem_post(wake) }
    }

    /// Waits for the posted work to finish, then lets go of it. Work the worker has not begun
    /// (it was asleep, or the system gave its core to something else) is taken back and done
    /// here: a frame never waits on a thread that is not running.
    func waitUntilDone() {
        if state.compareExchange(expected: State.posted, desired: State.idle, ordering: .acquiringAndReleasing).exchanged {
            task?(taskBand)
            task = nil
            return
        }
        // The worker has begun; its half usually ends within microseconds of this one. On a
        // machine with more threads than cores it may lose its core meanwhile: then give it ours.
        var spins = 0
        while state.load(ordering: .acquiring) != State.done {
            spins += 1
            if spins > 2_000 { sched_yield() }
        }
        if spins > Self.stallChecks { coolDown = Self.coolDownSplits }
        task = nil
        state.store(State.idle, ordering: .releasing)
    }

    func stop() {
        state.store(State.stopping, ordering: .sequentiallyConsistent)
        sem_post(wake)
    }

    /// The worker's loop: take a posted band, draw it, report it done; sleep when none comes.
    func run() {
        var empty = 0
        while true {
            let current = state.load(ordering: .acquiring)
            if current == State.stopping { return }
            if current == State.posted {
                if state.compareExchange(expected: State.posted, desired: State.running, ordering: .acquiring).exchanged {
                    task?(taskBand)
                    state.store(State.done, ordering: .releasing)
                }
                empty = 0
                continue
            }
            empty += 1
            guard empty > Self.spinLimit else { continue }
            // Announce the sleep before the last look, so a post either sees it and wakes the
            // worker, or lands before the look and is taken now.
            sleeping.store(true, ordering: .sequentiallyConsistent)
            let last = state.load(ordering: .sequentiallyConsistent)
            if last != State.posted && last != State.stopping { sem_wait(wake) }
            sleeping.store(false, ordering: .sequentiallyConsistent)
            empty = 0
        }
    }
}
