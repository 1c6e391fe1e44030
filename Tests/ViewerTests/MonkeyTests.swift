import Geometry
import JSONText
import Testing
import Typeset
@testable import Viewer

/// The monkey's invariants catch what they name, and a short run on a screen keeps them.
@Suite struct MonkeyTests {
    private func state(_ pieces: [JSONValue.Field]) -> JSONValue {
        .object([.init("screen", .string("lens")), .init("pieces", .object(pieces))])
    }

    private func lens(first: Double, last: Double, count: Double = 365, minimumSpan: Double = 7) -> JSONValue.Field {
        .init("lens", .object([.init("count", .number(count)), .init("first", .number(first)), .init("last", .number(last)),
                               .init("minimumSpan", .number(minimumSpan))]))
    }

    @Test("A lens that inverts is caught")
    func invertedLensIsCaught() {
        let problems = MonkeyInvariants.broken(in: state([lens(first: 40, last: 30)]))
        #expect(problems.contains { $0.contains("inverts") })
    }

    @Test("A lens narrower than its minimum is caught, a wide one passes")
    func narrowLensIsCaught() {
        #expect(!MonkeyInvariants.broken(in: state([lens(first: 30, last: 32)])).isEmpty)
        #expect(MonkeyInvariants.broken(in: state([lens(first: 30, last: 36)])).isEmpty)
    }

    @Test("A NaN anywhere in the state is caught, named by its path")
    func nonFiniteValuesAreCaught() {
        let wheel = JSONValue.Field("wheel", .object([.init("index", .number(3)), .init("count", .number(10)),
                                                     .init("offset", .number(.nan))]))
        #expect(MonkeyInvariants.broken(in: state([wheel])) == ["state.pieces.wheel.offset is nan"])
    }

    @Test("A trail past its reached step and a wheel past its end are caught")
    func outOfRangeSelectionsAreCaught() {
        let trail = JSONValue.Field("trail", .object([.init("selection", .number(3)), .init("reached", .number(2)),
                                                     .init("steps", .array([.string("a"), .string("b"), .string("c"), .string("d")]))]))
        let wheel = JSONValue.Field("wheel", .object([.init("index", .number(10)), .init("count", .number(10))]))
        #expect(MonkeyInvariants.broken(in: state([trail, wheel])).count == 2)
    }

    @Test("Five thousand random events on the lens keep every invariant, and it comes to rest")
    func shortRunKeepsInvariants() throws {
        var monkey = Monkey(screen: "lens", events: 5_000, seed: 7)
        monkey.quietEvery = 2
        let outcome = try monkey.run(text: try TextEngine())
        #expect(outcome.problems.isEmpty, "seed 7: \(outcome.problems)")
        #expect(outcome.events >= 5_000 && outcome.quietSpells >= 4)
    }

    @Test("The same seed writes the same input")
    func seedsRepeat() {
        var a = MonkeyInput(seed: 42, size: Size(width: 800, height: 600))
        var b = MonkeyInput(seed: 42, size: Size(width: 800, height: 600))
        #expect(a.lines(300, targets: []) == b.lines(300, targets: []))
    }
}
