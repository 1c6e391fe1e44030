import Foundation
import Testing
@testable import Dataset

@Suite("Sample columns")
struct SampleColumnTests {
    static func samples(_ range: Range<Int>) -> [Sample] {
        range.map { Sample(time: Double($0), value: Double($0) * 0.5) }
    }

    /// The address of a column's first sample: equal addresses mean shared memory.
    static func address(_ column: SampleColumn) -> UnsafePointer<Sample>? {
        column.withUnsafeBufferPointer { $0.baseAddress }
    }

    @Test("A column reads back what was appended, as an array would")
    func readsBackWhatWasAppended() {
        var column = SampleColumn()
        for sample in Self.samples(0..<1000) { column.append(sample) }
        #expect(Array(column) == Self.samples(0..<1000))
        #expect(column == SampleColumn(Self.samples(0..<1000)))
        #expect(column.first?.time == 0 && column.last?.time == 999)
    }

    @Test("Appending to a shared column writes in place and leaves the other holder's samples as they were")
    func appendingToASharedColumnWritesInPlace() {
        var grown = SampleColumn(Self.samples(0..<100))
        grown.reserveCapacity(1000)
        let shown = grown
        grown.append(contentsOf: Self.samples(100..<200))
        grown.append(Sample(time: 200, value: 100))
        #expect(Self.address(grown) == Self.address(shown), "a follow must not copy the series")
        #expect(shown.count == 100)
        #expect(Array(shown) == Self.samples(0..<100))
        #expect(Array(grown) == Self.samples(0..<201))
    }

    @Test("A copy left behind by an append copies before it appends, so neither overwrites the other")
    func aCopyLeftBehindCopiesBeforeAppending() {
        var first = SampleColumn(Self.samples(0..<10))
        first.reserveCapacity(100)
        var second = first
        first.append(Sample(time: 10, value: 1))
        second.append(Sample(time: 10, value: 2))
        #expect(first.last?.value == 1)
        #expect(second.last?.value == 2)
        #expect(Self.address(first) != Self.address(second))
        #expect(Array(first.prefix(10)) == Self.samples(0..<10) && Array(second.prefix(10)) == Self.samples(0..<10))
    }

    @Test("Changing a sample of a shared column copies first")
    func changingASharedColumnCopies() {
        var changed = SampleColumn(Self.samples(0..<10))
        let kept = changed
        changed[3] = Sample(time: 3, value: -1)
        #expect(kept[3].value == 1.5)
        #expect(changed[3].value == -1)
    }

    @Test("Inserting in the middle moves the later samples and keeps every other holder's view")
    func insertingInTheMiddle() {
        var column = SampleColumn(Self.samples(0..<5))
        let kept = column
        column.insert(Sample(time: 1.5, value: 9), at: 2)
        #expect(column.map(\.time) == [0, 1, 1.5, 2, 3, 4])
        #expect(kept.map(\.time) == [0, 1, 2, 3, 4])
        column.insert(Sample(time: -1, value: 9), at: 0)
        column.remove(at: 3)
        #expect(column.map(\.time) == [-1, 0, 1, 2, 3, 4])
        column.replaceSubrange(1..<3, with: [Sample(time: 7, value: 7)])
        #expect(column.map(\.time) == [-1, 7, 2, 3, 4])
    }

    @Test("A shared window reads the tail without copying, and appending to it never reaches its parent")
    func sharedWindowReadsTheTail() {
        let all = SampleColumn(Self.samples(0..<50))
        var tail = all.shared(40..<50)
        #expect(Array(tail) == Self.samples(40..<50))
        #expect(Self.address(tail) == Self.address(all).map { $0 + 40 })
        tail.append(Sample(time: 50, value: 25))
        #expect(all.count == 50 && tail.count == 11)
        #expect(Array(all) == Self.samples(0..<50))
    }

    @Test("Sorting a column sorts it alone")
    func sortingSortsItAlone() {
        var shuffled = SampleColumn([Sample(time: 3, value: 0), Sample(time: 1, value: 0), Sample(time: 2, value: 0)])
        let kept = shuffled
        shuffled.sort { $0.time < $1.time }
        #expect(shuffled.map(\.time) == [1, 2, 3])
        #expect(kept.map(\.time) == [3, 1, 2])
    }

    @Test("A large column is mapped from the kernel and its memory goes when the last holder lets go")
    func largeColumnsAreGivenBack() throws {
        let count = 4 << 20  // 64 MiB of samples
        weak var memory: SampleStorage?
        do {
            let column = SampleColumn(unsafeUninitializedCapacity: count) { buffer in
                for index in 0..<count { buffer[index] = Sample(time: Double(index), value: 0) }
                return count
            }
            var window = column.shared(count - 10..<count)
            window.append(Sample(time: Double(count), value: 1))  // past the memory's end: a copy of its own
            memory = column.memory
            #expect(column.count == count && column[count - 1].time == Double(count - 1))
            #expect(column.memory?.isMapped == true, "a large column is a mapping of its own")
            #expect(window.memory?.isMapped == false, "a small copy comes from the allocator")
            // Read from /proc, not guessed: the samples lie inside one of the process's mappings.
            let address = Int(bitPattern: Self.address(column))
            // Read to its end: /proc reports a size of 0, and under ThreadSanitizer, whose shadow
            // memory adds many mappings, a read sized by it came back cut short.
            let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
            defer { try? handle.close() }
            let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
            #expect(maps.split(separator: "\n").contains { line in
                let bounds = line.prefix { $0 != " " }.split(separator: "-").compactMap { Int($0, radix: 16) }
                return bounds.count == 2 && (bounds[0]..<bounds[1]).contains(address)
            })
        }
        #expect(memory == nil, "a column let go of must let its memory go (unmapped in its deinit)")
    }

    @Test("Threads reading shown columns while another appends always see their own samples whole")
    func readersNeverSeeAnAppendInFlight() async {
        var grown = SampleColumn(Self.samples(0..<1))
        grown.reserveCapacity(1 << 16)
        var shown: [SampleColumn] = []
        for step in 1..<200 {
            grown.append(contentsOf: Self.samples(grown.count..<(grown.count + step)))
            shown.append(grown)
        }
        let views = shown
        let last = grown
        let finalCount = grown.count
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                var appended = last
                while appended.count < finalCount + 20_000 { appended.append(Sample(time: Double(appended.count), value: 0)) }
                return appended.count == finalCount + 20_000
            }
            group.addTask {
                views.allSatisfy { view in view.enumerated().allSatisfy { $0.element.time == Double($0.offset) } }
            }
            for await result in group { #expect(result) }
        }
    }
}
