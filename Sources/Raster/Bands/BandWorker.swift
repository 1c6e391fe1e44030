#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A frame's second core: one thread that draws the upper rows of a frame while the drawing
/// thread goes on with the lower ones, so a full frame is drawn on both cores with the same
/// pixels as on one.
///
/// There is no pool. The frame loop makes one worker, lends it to its canvas
/// (``Canvas/bandWorker``) and keeps it for the window's life. Only one thread may hand it work
/// at a time: the one drawing that canvas.
///
/// Work is queued, not handed over one fill at a time: the drawing thread queues each fill's
/// upper rows and draws its lower rows at once, and waits only where the two must meet (an
/// effect that reads across the split, and the frame's end). The worker runs its queue in order,
/// so its rows see the fills in the order they were drawn, as the drawing thread's rows do.
///
/// The worker spins while work keeps coming and sleeps on a semaphore soon after it stops: a
/// window at rest costs no CPU. After the worker has lost its core in the middle of a wait, the
/// drawing thread draws alone for a while (see ``canQueue``).
public final class BandWorker: Sendable {
    private let core = BandCore()
    private let thread: pthread_t?

    /// Starts the worker's thread. Without a thread to be had, nothing is queued and every fill
    /// is drawn on the calling thread.
    public convenience init() {
        self.init(share: 0.5)
    }

    /// A worker that starts by drawing `share` of a canvas's rows, from the top: a test puts the
    /// split where it likes.
    init(share: Double) {
        core.share.store(Int((min(max(share, 0), 1) * Double(BandCore.whole)).rounded()), ordering: .relaxed)
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

    /// How many pieces of work the worker has been handed so far: what a test or a bench reads to
    /// see that a frame was shared, or that a small redraw was not.
    public var handoffCount: Int { core.posted.load(ordering: .relaxed) }

    deinit {
        guard let thread else { return }
        core.stop()
        pthread_join(thread, nil)
    }

    /// Whether work may be queued now: there is a thread, and it has not lately lost its core
    /// in the middle of a wait. Counts off one piece of a cool-down. Only the drawing thread asks.
    var canQueue: Bool { thread != nil && !core.isCoolingDown() }

    /// Where a canvas `height` pixels tall divides between the worker (the rows above) and the
    /// drawing thread (from this row down), a multiple of `alignment`. It moves between frames
    /// so that both threads finish together (see ``finishFrame()``).
    func splitRow(height: Int, alignment: Int) -> Int {
        let row = height * core.share.load(ordering: .relaxed) / BandCore.whole / alignment * alignment
        return min(max(row, 0), height)
    }

    /// Queues `work` to run on the worker after everything queued before it, and returns at once.
    /// `work` must write only rows that nothing else writes until ``finishQueued()`` returns.
    func queue(_ work: @escaping () -> Void) {
        core.enqueue(work)
    }

    /// Returns once everything queued has run.
    public func finishQueued() {
        core.waitForAll()
    }

    /// Returns once everything queued has run, and moves the split for the next frame towards
    /// the row where the two threads would have finished together: up when the drawing thread
    /// had to wait for the worker, down when the worker had run out of work first.
    /// A frame that queued nothing (a small redraw drawn alone) leaves the split where it is.
    public func finishFrame() {
        let waited = core.waitForAll()
        core.balance(waited: waited)
    }
}

/// The state the drawing thread and the worker share: a ring of queued work, written by the
/// drawing thread and run in order by the worker.
private final class BandCore: @unchecked Sendable {
    // Unchecked: a slot is written only by the drawing thread while it is free (`posted -
    // completed < capacity`), then read and cleared only by the worker while it is queued; the
    // counters' release/acquire pairs order both.
    private let slots: UnsafeMutablePointer<(() -> Void)?>
    static let capacity = 1_024
    /// Pieces of work queued, and pieces run, since the start.
    let posted = Atomic<Int>(0)
    private let completed = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let sleeping = Atomic<Bool>(false)
    private let wake: UnsafeMutablePointer<sem_t>
    /// The share of a canvas's rows, from the top, that the worker draws, in parts of
    /// ``whole``. Atomic, like `coolDown`, only because a canvas's copy may be read (and so
    /// wait) on another thread: the drawing thread alone moves them.
    let share = Atomic<Int>(whole / 2)
    static let whole = 1_000
    /// How far the split moves a frame, in parts of ``whole``: a few dozen frames find the
    /// balance after the screen changes, and a frame's noise moves it little.
    static let shareStep = 10
    /// What `posted` was when the last frame finished.
    private let postedByLastFrame = Atomic<Int>(0)
    /// Pieces of work left to draw alone after the worker lost its core in the middle of a
    /// wait.
    private let coolDown = Atomic<Int>(0)

    /// Waits (with `sched_yield`) past this many empty checks mean the worker lost its core:
    /// far longer than the work a frame queues ever takes.
    static let stallChecks = 40_000
    /// How many pieces of work the drawing thread then draws alone, a few frames' worth, before
    /// it tries the worker again: on a machine whose cores are taken (a stream's worker and the
    /// display's), a frame is quicker drawn by one thread than waiting on a second.
    static let coolDownPieces = 2_048

    /// Empty checks before the worker sleeps: about a tenth of a millisecond, longer than most
    /// gaps between two fills of a frame. A worker that spins takes a core from the stream's
    /// worker and the display's, which a two-core panel cannot spare.
    static let spinLimit = 40_000

    init() {
        slots = UnsafeMutablePointer<(() -> Void)?>.allocate(capacity: Self.capacity)
        slots.initialize(repeating: nil, count: Self.capacity)
        wake = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(wake, 0, 0)
    }

    deinit {
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
        sem_destroy(wake)
        wake.deallocate()
    }

    /// Whether the next piece of work should run alone, counting it off.
    func isCoolingDown() -> Bool {
        let left = coolDown.load(ordering: .relaxed)
        guard left > 0 else { return false }
        coolDown.store(left - 1, ordering: .relaxed)
        return true
    }

    /// Moves the split after a frame: up (fewer rows for the worker) when the drawing thread
    /// had to wait for it at the end, down when the worker ran out of work first. A frame that
    /// queued nothing says neither.
    func balance(waited: Bool) {
        let now = posted.load(ordering: .relaxed)
        guard postedByLastFrame.exchange(now, ordering: .relaxed) != now else { return }
        let moved = share.load(ordering: .relaxed) + (waited ? -Self.shareStep : Self.shareStep)
        share.store(min(max(moved, Self.whole / 5), Self.whole * 4 / 5), ordering: .relaxed)
    }

    /// Queues `work`, waiting for a free slot if the ring is full, and wakes the worker if it
    /// sleeps.
    func enqueue(_ work: @escaping () -> Void) {
        let index = posted.load(ordering: .relaxed)
        if index - completed.load(ordering: .acquiring) >= Self.capacity {
            wait { index - self.completed.load(ordering: .acquiring) < Self.capacity }
        }
        slots[index % Self.capacity] = work
        posted.store(index + 1, ordering: .sequentiallyConsistent)
        // One wake-up a sleep: work queued before the worker is up does not pile up posts.
        if sleeping.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged { sem_post(wake) }
    }

    /// Waits until the worker has run everything queued. Returns whether there was anything
    /// left to wait for.
    @discardableResult
    func waitForAll() -> Bool {
        let target = posted.load(ordering: .relaxed)
        guard completed.load(ordering: .acquiring) < target else { return false }
        wait { self.completed.load(ordering: .acquiring) >= target }
        return true
    }

    /// Spins until `done`, yielding the core after a while (the worker may be waiting for it);
    /// a wait that long starts a cool-down.
    private func wait(until done: () -> Bool) {
        var spins = 0
        while !done() {
            spins += 1
            if spins > 2_000 { sched_yield() }
        }
        if spins > Self.stallChecks { coolDown.store(Self.coolDownPieces, ordering: .relaxed) }
    }

    func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        sem_post(wake)
    }

    /// The worker's loop: run queued work in order; sleep when none comes.
    func run() {
        var empty = 0
        var next = 0
        while true {
            if next < posted.load(ordering: .acquiring) {
                let slot = slots + next % Self.capacity
                slot.pointee?()
                slot.pointee = nil
                next += 1
                completed.store(next, ordering: .releasing)
                empty = 0
                continue
            }
            if stopping.load(ordering: .acquiring) { return }
            empty += 1
            guard empty > Self.spinLimit else { continue }
            // Announce the sleep before the last look, so a post either sees it and wakes the
            // worker, or lands before the look and is taken now.
            sleeping.store(true, ordering: .sequentiallyConsistent)
            if next == posted.load(ordering: .sequentiallyConsistent) && !stopping.load(ordering: .sequentiallyConsistent) {
                sem_wait(wake)
            }
            sleeping.store(false, ordering: .sequentiallyConsistent)
            empty = 0
        }
    }
}

