import Foundation

/// A mono 16-bit PCM WAV file: what `vitrine render --audio-out` writes, and what Python's
/// `wave` module and `sox` read.
public enum WAVFile {
    /// The file's bytes for `samples` (−1...1) at `rate` hertz.
    public static func data(_ samples: [Float], rate: Int) -> Data {
        var bytes = Data()
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        let payload = UInt32(samples.count * 2)
        bytes.append(contentsOf: Array("RIFF".utf8))
        append32(36 + payload)
        bytes.append(contentsOf: Array("WAVEfmt ".utf8))
        append32(16)
        append16(1)  // PCM
        append16(1)  // mono
        append32(UInt32(rate))
        append32(UInt32(rate * 2))
        append16(2)
        append16(16)
        bytes.append(contentsOf: Array("data".utf8))
        append32(payload)
        bytes.reserveCapacity(bytes.count + samples.count * 2)
        for sample in samples {
            let clamped = max(-1, min(1, sample))
            append16(UInt16(bitPattern: Int16((clamped * 32767).rounded())))
        }
        return bytes
    }
}
