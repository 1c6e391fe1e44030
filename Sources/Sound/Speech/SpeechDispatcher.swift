import Foundation

/// A connection to speech-dispatcher, the desktop's speech service (what Orca speaks through),
/// loaded at run time (`dlopen`). It speaks in the user's chosen voice and rate, and through the
/// desktop's audio, so it is preferred when its daemon answers.
public final class SpeechDispatcher: @unchecked Sendable {
    private typealias Open = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) -> OpaquePointer?
    private typealias Say = @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> Int32
    private typealias Cancel = @convention(c) (OpaquePointer?) -> Int32
    private typealias Close = @convention(c) (OpaquePointer?) -> Void

    private let connection: OpaquePointer
    private let say: Say
    private let cancel: Cancel
    private let close: Close

    /// `SPD_TEXT`: ordinary text, which a newer message may interrupt.
    private static let textPriority: Int32 = 3

    /// Connects, or nil when the library is missing or no daemon answers.
    public static func connect(client: String) -> SpeechDispatcher? {
        guard let library = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL),
              let open = dlsym(library, "spd_open"), let say = dlsym(library, "spd_say"),
              let cancel = dlsym(library, "spd_cancel"), let close = dlsym(library, "spd_close"),
              let connection = unsafeBitCast(open, to: Open.self)(client, "main", nil, 0)  // SPD_MODE_SINGLE
        else { return nil }
        return SpeechDispatcher(
            connection: connection, say: unsafeBitCast(say, to: Say.self),
            cancel: unsafeBitCast(cancel, to: Cancel.self), close: unsafeBitCast(close, to: Close.self))
    }

    private init(connection: OpaquePointer, say: Say, cancel: Cancel, close: Close) {
        self.connection = connection
        self.say = say
        self.cancel = cancel
        self.close = close
    }

    deinit { close(connection) }

    /// Speaks `text`, cutting off whatever it was saying: only the latest value matters.
    /// Returns false when the daemon refused it.
    @discardableResult
    public func speak(_ text: String) -> Bool {
        _ = cancel(connection)
        return say(connection, Self.textPriority, text) >= 0
    }
}
