// The libFuzzer target for input traces (issue 22): `--input`, `--replay` and `--attract` read
// files a person may have edited by hand, and a kiosk plays its attract trace for months.
//
// `scripts/fuzz` compiles this file together with `Sources/Gestures/*.swift` as one module, so it
// reaches the internal encoder. Each input is read as a trace (its bytes as UTF-8, repaired); a
// trace that reads must write back to text that reads to the same events, and an error must be
// one line naming its line. Only crashes, hangs and those two broken promises are findings.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let events = try InputTrace.decode(text, maximumEvents: 10_000)
        let written = InputTrace.encode(events)
        let again = try InputTrace.decode(written)
        precondition(again == events, "a trace must read back as the events it was written from")
    } catch {
        precondition(!error.description.contains("\n"), "an error must be one line: \(error.description)")
        precondition(error.description.hasPrefix("trace line "), "an error must name its line: \(error.description)")
    }
    return 0
}
