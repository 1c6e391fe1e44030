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
            // The frame loop still shows `series`, so growing it copies it: once, to its new size.
            grown.samples.reserveCapacity(series.samples.count + rowCount)
            for batch in rows { grown.insert(contentsOf: batch) }
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

    /// The last job's result, once, when it is done.
    func takeFinished() -> Finished? {
        slots.withLock { slots in
            defer { slots.finished = nil }
            return slots.finished
        }
    }

    private func work() {
        // The last two results, held here so that the frame loop never lets go of a series last:
        // a hundred megabytes returned to the kernel stall the thread that frees them for
        // milliseconds. By the time a job arrives the loop has shown the newer result and
        // dropped the older, so the older is freed here.
        var kept: [Finished] = []
        while true {
            jobReady.wait()
            guard let job = slots.withLock({ slots in
                defer { slots.job = nil }
                return slots.job
            }) else { continue }
            kept.removeFirst(max(kept.count - 1, 0))
            let finished = job.run()
            kept.append(finished)
            slots.withLock { $0.finished = finished }
            onFinished()
        }
    }
}
