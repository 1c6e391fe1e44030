import Testing
@testable import Dataset

/// A line with no end is refused at a bound instead of being held and scanned whole.
@Suite struct LineLengthLimitTests {
    private func counted(_ pieces: [String], maximum: Int) throws(DataError) {
        var limit = LineLengthLimit(maximum: maximum)
        for piece in pieces {
            try Array(piece.utf8).withUnsafeBufferPointer { buffer throws(DataError) in try limit.count(buffer) }
        }
    }

    @Test("Lines under the bound pass, however many pieces carry them")
    func shortLinesPass() throws {
        let line = String(repeating: "9", count: 90) + "\n"
        try counted(Array(repeating: line, count: 50), maximum: 100)
        try counted([String(repeating: "9", count: 60), String(repeating: "9", count: 30) + "\n", "1\r"], maximum: 100)
    }

    @Test("A line past the bound is refused, though no piece alone exceeds it")
    func longLineAcrossPiecesIsRefused() {
        #expect(throws: DataError.self) {
            try counted(["date,value\n" + String(repeating: "9", count: 60), String(repeating: "9", count: 60)], maximum: 100)
        }
    }

    @Test("The refusal says where the long line starts, in one line")
    func refusalNamesTheStart() {
        do {
            try counted(["date,value\n", String(repeating: "9", count: 200)], maximum: 100)
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("starts at byte 11"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("A whole buffer is checked in pieces, finding a long line anywhere")
    func wholeBufferCheck() {
        let text = String(repeating: "1,2\n", count: 100) + String(repeating: "7", count: 300) + "\n"
        #expect(throws: DataError.self) {
            try Array(text.utf8).withUnsafeBufferPointer { buffer throws(DataError) in try LineLengthLimit.check(buffer, maximum: 100) }
        }
        let fine = String(repeating: "1,2\n", count: 200)
        #expect(throws: Never.self) {
            try Array(fine.utf8).withUnsafeBufferPointer { buffer throws(DataError) in try LineLengthLimit.check(buffer, maximum: 100) }
        }
    }

    @Test("A stream of one endless line is refused without holding it")
    func endlessStreamIsRefused() {
        var parser = IncrementalParser()
        let block = [UInt8](repeating: 0x39, count: 1 << 20)
        var fed = 0
        #expect(throws: DataError.self) {
            _ = try parser.feed(Array("date,value\n2024-01-01,".utf8))
            while fed < 64 {
                _ = try parser.feed(block)
                fed += 1
            }
        }
        #expect(fed <= 17)
    }
}
