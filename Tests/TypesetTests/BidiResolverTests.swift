import Testing
@testable import Typeset

@Suite struct BidiResolverTests {
    let bidi = BidiResolver()

    func levels(_ text: String, fallback: LayoutDirection = .leftToRight) -> [UInt8] {
        let classes = text.unicodeScalars.map { bidi.bidiClass(of: $0.value) }
        return bidi.levels(of: classes, paragraphLevel: bidi.paragraphLevel(of: classes, fallback: fallback))
    }

    @Test("Latin text stays at level 0")
    func latin() {
        #expect(levels("Steps 12") == [0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("A Hebrew word in Latin text rises to level 1, the space between them stays Latin")
    func hebrewInLatin() {
        #expect(levels("ab שלום cd") == [0, 0, 0, 1, 1, 1, 1, 0, 0, 0])
    }

    @Test("Numbers in a right-to-left paragraph are level 2, and a decimal point joins them")
    func numbersInRightToLeft() {
        #expect(levels("שלום 3.5") == [1, 1, 1, 1, 1, 2, 2, 2])
    }

    @Test("A line of figures only follows the layout direction")
    func figuresOnly() {
        #expect(levels("12", fallback: .rightToLeft) == [2, 2])
        #expect(levels("12", fallback: .leftToRight) == [0, 0])
    }

    @Test("Visual order reverses runs from the highest level down")
    func visualOrder() {
        #expect(BidiResolver.visualOrder(levels: [0, 1, 2]) == [0, 2, 1])
        #expect(BidiResolver.visualOrder(levels: [1, 2, 1]) == [2, 1, 0])
        #expect(BidiResolver.visualOrder(levels: [0, 0]) == [0, 1])
    }
}
