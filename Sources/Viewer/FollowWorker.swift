import Dataset
import Foundation
import Synchronization

/// The window's second core for a live stream: a thread of its own that grows the series by the
/// rows that arrived and builds what the pieces need from it, while the frame loop goes on
/// drawing the last version at display refresh.
///
/// There is no pool: the frame loop owns this one worker and hands it one job at a time. A job's
/// result waits in a slot until ``ViewerSession/advance(to:)`` takes it; `onFinished` wakes the
/// frame loop for that (the window pushes an event). Only Sendable values cross: the series, the
/// rows and what the pieces' work closures build.
public final class FollowWorker: Sendable {
    /// The least room a stream's samples are given: 16M samples, 256 MiB of address space that
    /// becomes memory only as rows arrive.
    static let streamRoom = 1 << 24

    /// One follow: the series before, the rows to add in arrival order, each piece's work.
    struct Job: Sendable {
        var generation: Int
        var series: TimeSeries
        var rows: [ParsedRows]
        /// How many samples `rows` hold.
        var rowCount: Int
        var works: [@Sendable (TimeSeries) -> any Sendable]

        /// Grows the series and builds every piece's part from it.
        func run() -> Finished {
            var grown = series
            // The frame loop still shows `series`, yet the rows are appended in place: it reads
            // only its own count of them (see SampleColumn). The samples move only when their
            // memory is full, to room for a power of two and for at least `streamRoom` samples,
            // so moves grow rarer as the series grows: room past the rows costs address space,
            // not memory, and a move holds the samples twice until the frame loop lets go of
            // the old ones (an hour at a thousand rows a second never moves).
            let needed = series.samples.count + rowCount
            let room = needed <= 1 ? needed : 1 << (Int.bitWidth - (needed - 1).leadingZeroBitCount)
            grown.samples.reserveCapacity(max(room, FollowWorker.streamRoom))
            for batch in rows { grown.insert(contentsOf: batch) }
            // Rows in time order extend the series' summary rather than rebuild it, so the
            // pieces' extremes cost the new rows, not the whole series.
            grown.samples.summarize()
            return Finished(generation: generation, series: grown, built: works.map { $0(grown) })
        }
    }

    /// A job's result.
    struct Finished: Sendable {
        var generation: Int
        var series: TimeSeries
        var built: [any Sendable]
    }

    private struct Slots: Sendable {
        var job: Job?
        var finished: Finished?
        /// The frame loop has shown the newest result: the older ones may go.
        var shown = false
    }

    private let slots = Mutex(Slots())
    private let jobReady = DispatchSemaphore(value: 0)
    private let onFinished: @Sendable () -> Void

    /// Starts the worker's thread; `onFinished` is called on it after each job.
    public init(onFinished: @escaping @Sendable () -> Void) {
        self.onFinished = onFinished
        let thread = Thread { [self] in work() }
        thread.name = "vitrine follow worker"
        thread.start()
    }

    /// Hands the worker its next job; the session sends one only when the last was taken.
    func submit(_ job: Job) {
        slots.withLock { $0.job = job }
        jobReady.signal()
    }

    /// Tells the worker the frame loop now shows its newest result and has let go of the series
    /// before it, so the worker frees that one now rather than at the next job: between rebuilds
    /// only one copy of the series stays in memory.
    func resultShown() {
        slots.withLock { $0.shown = true }
        jobReady.signal()
    }

    /// The last job's result, once, when it is done.
    func takeFinished() -> Finished? {
        slots.withLock { slots in
            defer { slots.finished = nil }
            return slots.finished
        }
    }

    private func work() {
        // The results still held here, so that the frame loop never lets go of a series last: a
        // hundred megabytes returned to the kernel stall the thread that frees them for
        // milliseconds. Once the loop has shown the newest, the older ones are freed here.
        var kept: [Finished] = []
        while true {
            jobReady.wait()
            let (next, shown) = slots.withLock { slots in
                defer { slots.job = nil; slots.shown = false }
                return (slots.job, slots.shown)
            }
            if shown || next != nil { kept.removeFirst(max(kept.count - 1, 0)) }
            guard let job = next else { continue }
            let finished = job.run()
            kept.append(finished)
            slots.withLock { $0.finished = finished }
            onFinished()
        }
    }
}
