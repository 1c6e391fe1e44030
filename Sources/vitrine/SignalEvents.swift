import CSDL2
import Dispatch
import Foundation

/// Turns `SIGHUP` into an SDL event, so "reload the data" reaches the frame loop as input does.
///
/// A signal handler may do almost nothing safely; a dispatch source runs ours on its own queue
/// instead, where pushing an SDL event (which SDL allows from any thread) wakes the loop.
/// `SIGTERM` and `SIGINT` need nothing here: SDL turns them into `SDL_QUIT`, and the loop ends
/// cleanly with exit 0.
final class SignalEvents {
    /// The SDL event type a `SIGHUP` arrives as.
    let reloadEventType: UInt32
    private let source: any DispatchSourceSignal

    init(reloadEventType: UInt32) {
        self.reloadEventType = reloadEventType
        signal(SIGHUP, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGHUP, queue: DispatchQueue(label: "vitrine signals"))
        source.setEventHandler {
            var event = SDL_Event()
            event.type = reloadEventType
            SDL_PushEvent(&event)
        }
        source.resume()
    }
}
