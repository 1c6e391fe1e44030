import Foundation

/// Writing into a pipe whose reader may have gone (a child process that failed).
///
/// Writing into a closed pipe raises SIGPIPE, which would end vitrine before it could say why.
/// Ignoring the signal would change it for the whole process (and for a test runner hosting it),
/// so it is blocked on this thread for the write alone, and one the write raised is taken off
/// before the mask is restored.
enum PipeWriting {
    /// Writes every byte of `bytes` to `descriptor`; false when the pipe's reader has gone or
    /// another error stops it.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var wasPending = sigset_t()
        sigpending(&wasPending)
        let alreadyPending = sigismember(&wasPending, SIGPIPE) == 1
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if !alreadyPending && sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        guard var cursor = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let count = write(descriptor, cursor, remaining)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            cursor += count
            remaining -= count
        }
        return true
    }
}
