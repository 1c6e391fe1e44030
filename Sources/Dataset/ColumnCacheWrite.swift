#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// A column cache entry to write on a thread of its own once the first frame is shown, so that
/// a large file's first open is not slowed by its samples going to disk: on a slow disk, writing a
/// hundred million samples takes seconds, and while it runs it takes a core and memory bandwidth
/// from the frame being drawn.
///
/// Whoever opened the file calls ``start()`` after its first frame, and ``finish()`` before the
/// process ends, which starts the write if it has not started, waits for it, and returns the
/// note to show when it could not be written. No pool: each write is one thread.
public final class ColumnCacheWrite: Sendable {
    private enum State: Sendable {
        case pending(@Sendable () -> String?)
        case running
        case done(String?)
    }

    private let state: Mutex<State>
    private let done = DispatchSemaphore(value: 0)

    /// A write of the entry by `write`, which returns a note, or nil when the entry was kept.
    init(_ write: @escaping @Sendable () -> String?) {
        state = Mutex(.pending(write))
    }

    /// Starts the write on a new thread (without a thread to be had, here); once.
    public func start() {
        let write: (@Sendable () -> String?)? = state.withLock { state in
            guard case .pending(let write) = state else { return nil }
            state = .running
            return write
        }
        guard let write else { return }
        let job = Job(write: write, owner: self)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
        }
    }

    /// Starts the write if it has not started and waits until it is done; the note for the
    /// user, if any.
    public func finish() -> String? {
        start()
        if case .done(let note) = state.withLock({ $0 }) { return note }
        done.wait()
        done.signal()
        if case .done(let note) = state.withLock({ $0 }) { return note }
        return nil
    }

    /// What the thread runs: the write, then its note handed to the owner.
    private final class Job: Sendable {
        let write: @Sendable () -> String?
        let owner: ColumnCacheWrite

        init(write: @escaping @Sendable () -> String?, owner: ColumnCacheWrite) {
            self.write = write
            self.owner = owner
        }

        func run() {
            let result = write()
            owner.state.withLock { $0 = .done(result) }
            owner.done.signal()
        }
    }
}
