#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// A column cache entry being written on a thread of its own, so that a large file's first open
/// shows its first frame while its samples go to disk: on a slow disk, writing a hundred million
/// samples takes seconds the user would otherwise wait through.
///
/// Whoever opened the file calls ``finish()`` before the process ends, which waits for the entry
/// and returns the note to show when it could not be written. No pool: each write is one thread.
public final class ColumnCacheWrite: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let note = Mutex<String??>(nil)

    /// Starts `write` (which returns a note, or nil when the entry was kept) on a new thread;
    /// without a thread to be had, it runs here.
    init(_ write: @escaping @Sendable () -> String?) {
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
            owner.note.withLock { $0 = .some(result) }
            owner.done.signal()
        }
    }

    /// Waits until the entry is written (at once when it was); the note for the user, if any.
    public func finish() -> String? {
        if let result = note.withLock({ $0 }) { return result }
        done.wait()
        done.signal()
        return note.withLock { $0 } ?? nil
    }
}
