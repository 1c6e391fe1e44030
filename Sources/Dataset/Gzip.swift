import CZlib

/// Reads gzip-compressed sources (`data.csv.gz`) transparently, whole or as a stream.
///
/// Detection is by the two magic bytes, not by the file name, so a compressed file renamed or
/// piped in is still read. Concatenated gzip members (what `cat a.gz b.gz` makes) are all read.
enum Gzip {
    /// The most a source may expand: 256 times its compressed size, once past 64 MiB. Real tables
    /// compress 5 to 50 times; a decompression bomb (a gigabyte of zeros in a megabyte, over
    /// 1000 times) is refused before it fills memory.
    static let expansionLimit = ExpansionLimit(ratio: 256, floor: 1 << 26)

    /// How far output may outgrow input: `ratio` times, once past `floor` bytes.
    struct ExpansionLimit: Sendable, Hashable {
        var ratio: Int
        var floor: Int
    }

    static func isCompressed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 2 && bytes.span[0] == 0x1F && bytes.span[1] == 0x8B
    }

    /// The decompressed bytes of a whole gzip file.
    static func decompress(_ input: UnsafeBufferPointer<UInt8>, limit: ExpansionLimit = expansionLimit) throws(DataError) -> [UInt8] {
        var decoder = try GzipStreamDecoder(limit: limit)
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 4)
        try decoder.decompress(input, into: &output)
        try decoder.finish()
        return output
    }
}

/// zlib's inflate state at a fixed heap address (zlib refuses a `z_stream` that has moved).
private final class InflateState {
    let stream: UnsafeMutablePointer<z_stream>

    init() throws(DataError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 15 window bits + 32: accept gzip (and zlib) headers automatically.
        guard inflateInit2_(stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            throw DataError(.unreadable, "cannot start gzip decompression")
        }
    }

    init(copying other: InflateState) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        _ = inflateCopy(stream, other.stream)
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }
}

/// Decompresses gzip data chunk by chunk, for compressed streams on stdin.
///
/// A value type: copying a decoder copies zlib's state (`inflateCopy`) on the next write, so two
/// copies never share progress.
struct GzipStreamDecoder {
    private var state: InflateState
    /// True between members: the last member ended and no new one has started yet.
    private var atMemberEnd = false
    private var producedAny = false
    private var consumedTotal = 0
    private var producedTotal = 0
    private let limit: Gzip.ExpansionLimit

    init(limit: Gzip.ExpansionLimit = Gzip.expansionLimit) throws(DataError) {
        state = try InflateState()
        self.limit = limit
    }

    /// Appends the decompressed bytes of `input` to `output`.
    mutating func decompress(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) throws(DataError) {
        guard let base = input.baseAddress, !input.isEmpty else { return }
        defer { consumedTotal += input.count }
        if !isKnownUniquelyReferenced(&state) { state = InflateState(copying: state) }
        let stream = state.stream
        var consumed = 0
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while consumed < input.count {
            if atMemberEnd {
                // Another member follows only if it starts with the gzip magic; anything else
                // after the last member (padding, garbage) is ignored, as gzip(1) does.
                guard input.span[consumed] == 0x1F else { return }
                inflateReset(stream)
                atMemberEnd = false
            }
            let status: Int32 = chunk.withUnsafeMutableBufferPointer { buffer in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: base + consumed)
                stream.pointee.avail_in = UInt32(min(input.count - consumed, Int(UInt32.max)))
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = UInt32(buffer.count)
                let before = stream.pointee.avail_in
                let result = inflate(stream, Z_NO_FLUSH)
                consumed += Int(before - stream.pointee.avail_in)
                return result
            }
            let produced = chunk.count - Int(stream.pointee.avail_out)
            output.append(contentsOf: chunk[..<produced])
            if produced > 0 { producedAny = true }
            producedTotal += produced
            if producedTotal > limit.floor && producedTotal / limit.ratio > consumedTotal + input.count {
                throw DataError(.unreadable, "the gzip data expands more than \(limit.ratio) times (past \(producedTotal >> 20) MiB): "
                                + "refused as a decompression bomb")
            }
            switch status {
            case Z_STREAM_END:
                atMemberEnd = true
            case Z_OK:
                continue
            case Z_BUF_ERROR:
                if produced == 0 { return }   // no progress possible: it needs more input
            default:
                throw DataError(.unreadable, "the gzip data is corrupt (zlib error \(status))")
            }
        }
    }

    /// Throws if the data ended inside a member.
    func finish() throws(DataError) {
        guard atMemberEnd else {
            throw DataError(.unreadable, producedAny ? "the gzip data is cut off" : "the gzip data is cut off or corrupt")
        }
    }
}
