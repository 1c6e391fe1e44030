import CSDL2
import Dataset
import Foundation
import Synchronization
import Viewer

/// `--follow`: keeps reading a data file another process writes, or runs a database's query
/// again, on its own thread, and hands each new version of the series to the frame loop.
///
/// A file is watched the way `tail -F` watches a log: by its name, not an open descriptor, so
/// when a logger truncates it or rotation replaces it (a new inode), the next look reads what
/// the name holds now. A file is read again only when its inode, size or modification time
/// changed; a database's query runs again every interval, since its writes may land in a WAL
/// file beside it. A version that fails to load (a row half written, a rotation mid-way) is
/// skipped quietly and the last good one stays on screen; a lasting failure is said once.
final class SourceFollower: Sendable {
    /// What one look found.
    enum Message: Sendable {
        case series(TimeSeries)
        case failed(String)
    }

    /// The SDL event type that wakes the loop.
    let eventType: UInt32
    private let mailbox = Mutex<[Message]>([])

    /// How often a file is looked at when `--follow` gives no interval, in seconds.
    static let fileInterval = 0.5
    /// How often a database's query runs again when `--follow` gives no interval.
    static let databaseInterval = 2.0
    /// Failed looks in a row before the failure is reported.
    static let failuresBeforeReport = 4

    init(eventType: UInt32) {
        self.eventType = eventType
    }

    /// Starts watching `path`, which the window has loaded as `current`.
    func start(path: String, options: LoadOptions, interval: Double?, current: TimeSeries?) {
        let every = interval ?? (options.database == nil ? Self.fileInterval : Self.databaseInterval)
        let thread = Thread { [self] in watch(path: path, options: options, every: every, current: current?.samples) }
        thread.name = "vitrine follow"
        thread.start()
    }

    /// Everything found since the last call, in order.
    func takeMessages() -> [Message] {
        mailbox.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }

    private func watch(path: String, options: LoadOptions, every interval: Double, current: SampleColumn?) {
        // A followed file changes all the time: keeping each version would rewrite the cache
        // entry on every change for nothing.
        var options = options
        options.columnCache = nil
        var shown = current
        var signature = Self.signature(of: path)
        var failures = 0
        while true {
            Thread.sleep(forTimeInterval: interval)
            let now = Self.signature(of: path)
            if options.database == nil {
                guard let now, now != signature else { continue }
            }
            do {
                let series = try DataSource.load(path, options: options)
                signature = now
                failures = 0
                guard series.samples != shown else { continue }
                shown = series.samples
                post(.series(series))
            } catch {
                failures += 1
                if failures == Self.failuresBeforeReport { post(.failed("--follow: \(error.message)")) }
            }
        }
    }

    /// What changes when a file is written, truncated or replaced: inode, size, modification time.
    struct Signature: Equatable {
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var nanoseconds: Int
    }

    static func signature(of path: String) -> Signature? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Signature(
            inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: Int64(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
    }

    private func post(_ message: Message) {
        mailbox.withLock { $0.append(message) }
        var event = SDL_Event()
        event.type = eventType
        SDL_PushEvent(&event)
    }
}
