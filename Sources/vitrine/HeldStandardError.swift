import Foundation

/// Standard error sent to a temporary file while a driver starts (video, audio), so what a
/// failing driver or library prints (ALSA's lines about card 0) does not join the one line. Nil when the file cannot be made (nothing is held then).
struct HeldStandardError {
    /// The real standard error, for the watchdog and for putting it back.
    let original: Int32
    private let file: UnsafeMutablePointer<FILE>

    init?() {
        guard let file = tmpfile() else { return nil }
        let original = dup(2)
        guard original >= 0, dup2(fileno(file), 2) >= 0 else {
            if original >= 0 { close(original) }
            fclose(file)
            return nil
        }
        self.original = original
        self.file = file
    }

    /// Puts standard error back; with `replay`, first writes there what was held.
    func release(replay: Bool) {
        dup2(original, 2)
        close(original)
        if replay {
            let descriptor = fileno(file)
            lseek(descriptor, 0, SEEK_SET)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, count) }
            }
        }
        fclose(file)
    }
}
