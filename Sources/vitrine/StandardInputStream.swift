import CSDL2
import Dataset
import Foundation
import Synchronization
import Viewer

/// Reads standard input on its own thread for `vitrine -`, so a `tail -f` feeds the window live.
///
/// The thread owns the parser and blocks in `read(2)`; whatever each chunk completes is put in a
/// mailbox, and an SDL user event wakes the frame loop, which takes the rows on the main actor.
/// Nothing else crosses threads: the messages are Sendable values.
final class StandardInputStream: Sendable {
    /// What one chunk of input produced.
    enum Message: Sendable {
        case rows(ParsedRows, summary: TimeSeries?)
        /// The stream ended or failed; the text is the loader's one line, nil at a clean end.
        case finished(String?)
    }

    private let mailbox = Mutex<[Message]>([])
    /// The SDL event type that wakes the loop.
    let eventType: UInt32

    init(eventType: UInt32) {
        self.eventType = eventType
    }

    /// Lines the layout detector waits for on a live stream.
    static let liveSampleLines = 10

    /// Starts the reading thread.
    func start(options: LoadOptions) {
        var options = options
        // A live stream shows its first points after a few lines rather than the 200 a file's
        // detector samples; the header and date format are clear by then in practice.
        options.sampleLineCount = min(options.sampleLineCount, Self.liveSampleLines)
        let thread = Thread { [self, options] in read(options: options) }
        thread.name = "vitrine stdin"
        thread.start()
    }

    /// Everything received since the last call, in order.
    func takeMessages() -> [Message] {
        mailbox.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }

    private func read(options: LoadOptions) {
        var parser = IncrementalParser(options: options)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var sentSummary = false
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            do {
                if count <= 0 {
                    let rows = try parser.finish()
                    post(.rows(rows, summary: parser.summary))
                    post(.finished(nil))
                    return
                }
                let rows = try buffer.withUnsafeBufferPointer { whole throws(DataError) in
                    try parser.feed(whole.extracting(..<count))
                }
                if !rows.samples.isEmpty || !rows.gaps.isEmpty || (!sentSummary && parser.summary != nil) {
                    sentSummary = sentSummary || parser.summary != nil
                    post(.rows(rows, summary: parser.summary))
                }
            } catch {
                post(.finished("standard input: \(error.message)"))
                return
            }
        }
    }

    private func post(_ message: Message) {
        mailbox.withLock { $0.append(message) }
        var event = SDL_Event()
        event.type = eventType
        SDL_PushEvent(&event)
    }
}
