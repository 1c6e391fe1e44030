import CZlib

/// Reads gzip-compressed sources (`data.csv.gz`) transparently.
///
/// Detection is by the two magic bytes, not by the file name, so a compressed file renamed or
/// piped in is still read. Concatenated gzip members (what `cat a.gz b.gz` makes) are all read.
enum Gzip {
    static func isCompressed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// The decompressed bytes of a whole gzip file.
    static func decompress(_ input: UnsafeBufferPointer<UInt8>) throws(DataError) -> [UInt8] {
        guard let inputBase = input.baseAddress else { return [] }
        var stream = z_stream()
        // 15 window bits + 32: accept gzip (and zlib) headers automatically.
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw DataError(.unreadable, "cannot start gzip decompression")
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: max(64 * 1024, input.count * 4))
        var produced = 0
        var consumed = 0
        while true {
            if produced == output.count {
                output.append(contentsOf: repeatElement(0, count: output.count))
            }
            let status: Int32 = output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = UnsafeMutablePointer(mutating: inputBase + consumed)
                stream.avail_in = UInt32(min(input.count - consumed, Int(UInt32.max)))
                stream.next_out = outputBuffer.baseAddress! + produced
                stream.avail_out = UInt32(min(outputBuffer.count - produced, Int(UInt32.max)))
                let inBefore = stream.avail_in
                let outBefore = stream.avail_out
                let result = inflate(&stream, Z_NO_FLUSH)
                consumed += Int(inBefore - stream.avail_in)
                produced += Int(outBefore - stream.avail_out)
                return result
            }
            switch status {
            case Z_STREAM_END:
                let rest = UnsafeBufferPointer(rebasing: input[consumed...])
                guard isCompressed(rest) else {
                    output.removeSubrange(produced...)
                    return output
                }
                inflateReset(&stream)
            case Z_OK:
                continue
            case Z_BUF_ERROR where consumed == input.count:
                throw DataError(.unreadable, "the gzip data is cut off (\(produced) bytes were readable)")
            case Z_BUF_ERROR:
                continue
            default:
                throw DataError(.unreadable, "the gzip data is corrupt (zlib error \(status))")
            }
        }
    }
}
