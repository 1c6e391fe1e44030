#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one piece of work on a second thread while the caller does its own, then waits for it:
/// how a large file is parsed on both cores, and how a chart measures a long series. There is no
/// pool; each use starts its thread and joins it.
///
///     let (theirs, mine) = SecondThread.run({ parse(secondHalf) }, alongside: { parse(firstHalf) })
///
/// The work may hold unsafe pointers: the caller promises that the two sides touch disjoint
/// memory until the join, which is what makes the second side's writes visible to the first.
public enum SecondThread {
    /// Runs `work` on a new thread and `mine` on this one, and returns both results once both
    /// are done. Without a thread to be had, both run here in turn.
    public static func run<Theirs, Mine>(_ work: @escaping () -> Theirs, alongside mine: () -> Mine) -> (Theirs, Mine) {
        let box = WorkBox(work)
        var thread = pthread_t()
        // The box outlives the thread: it is released here only after the join.
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadWork>.fromOpaque(context).takeUnretainedValue().perform()
            return nil
        }, Unmanaged.passUnretained(box as ThreadWork).toOpaque())
        guard started == 0 else {
            // No thread to be had: both pieces run here, one after the other.
            let theirs = work()
            return (theirs, mine())
        }
        let result = mine()
        pthread_join(thread, nil)
        return (box.take(), result)
    }
}

/// What the thread's entry point calls: a class without generic parameters, since a C function
/// pointer cannot carry them.
private class ThreadWork: @unchecked Sendable {
    func perform() {}
}

/// The work and its result, handed across the thread. Unchecked: only the second thread touches
/// them between `pthread_create` and `pthread_join`, and only the first after it.
private final class WorkBox<Result>: ThreadWork, @unchecked Sendable {
    private var work: (() -> Result)?
    private var result: Result?

    init(_ work: @escaping () -> Result) {
        self.work = work
    }

    override func perform() {
        result = work?()
        work = nil
    }

    func take() -> Result {
        guard let result else { preconditionFailure("the second thread's work did not run") }
        return result
    }
}
