/// A label that changes letter by letter (the seeds' morph text): letters both strings share at
/// the same place hold still; every other letter blurs out while its replacement blurs in, each
/// place a little after the one before it, so the change reads left to right. Under Reduce Motion
/// the changed letters cross-fade, all at once.
///
/// A changed letter moves as SwiftUI's blur replace combined with a scale from 0.6 at its bottom
/// edge, on a 0.42 s spring with bounce 0.3, place `i` starting 22 ms × `i` late. Places count in
/// reading order, left to right, as the seeds lay the letters out whatever the layout direction.
///
///     let change = MorphText(from: "1.5×", to: "2.0×", reduceMotion: false, at: now)
///     change.letters.map(\.isHeld)          // [false, true, false, true]
///     change.incoming(2, at: now + 0.1)     // the "0" sharpening in, 56 ms into its spring
public struct MorphText: Sendable {
    /// One place in the label: the letter before and after the change, nil where a string is
    /// shorter than the other.
    public struct Letter: Sendable, Hashable {
        public let index: Int
        public let old: Character?
        public let new: Character?
        /// Both strings have this letter here: it holds still.
        public var isHeld: Bool { old == new }
    }

    /// How one letter looks at a moment. The blur replace's scale is about the letter's centre,
    /// `baseScale` about the middle of its bottom edge; draw with both.
    public struct Look: Sendable, Hashable {
        public var opacity: Double
        /// Blur radius in points, as SwiftUI's `blur(radius:)` takes it.
        public var blur: Double
        public var scale: Double
        public var baseScale: Double
    }

    /// The letters' spring.
    public static let spring = Spring(duration: 0.42, bounce: 0.3)
    /// How much later each place starts than the one before it, in seconds.
    public static let letterDelay = 0.022
    /// The scale a changed letter leaves to and arrives from, about its bottom edge.
    public static let hiddenBaseScale = 0.6

    public let from: String
    public let to: String
    public let letters: [Letter]
    /// True under Reduce Motion: opacity only, no blur, no scale and no stagger.
    public let crossFades: Bool
    /// One per place, 0 when the change starts and 1 once that place has landed.
    private var progress: [Animator<Double>]

    /// The animation place `index` changes on: the spring, `index` × 22 ms late; under Reduce
    /// Motion the still spring for every place, as a fade.
    public static func animation(forLetter index: Int, reduceMotion: Bool) -> Animation {
        reduceMotion ? MotionLanguage.still : .spring(spring).delay(letterDelay * Double(max(index, 0)))
    }

    /// Starts changing `from` into `to` at `time`.
    public init(from: String, to: String, reduceMotion: Bool, at time: Double) {
        self.from = from
        self.to = to
        crossFades = reduceMotion
        let old = Array(from), new = Array(to)
        letters = (0..<max(old.count, new.count)).map { index in
            Letter(index: index, old: index < old.count ? old[index] : nil, new: index < new.count ? new[index] : nil)
        }
        progress = letters.map { letter in
            var animator = Animator(0.0)
            animator.animate(to: 1, with: Self.animation(forLetter: letter.index, reduceMotion: reduceMotion), at: time)
            return animator
        }
    }

    /// How far place `index` has come at `time`: 0 before its start, 1 landed, past 1 while the
    /// spring overshoots.
    public func progress(ofLetter index: Int, at time: Double) -> Double {
        progress.indices.contains(index) ? progress[index].value(at: time) : 1
    }

    /// The new letter at place `index`; nil where it holds still or there is none.
    public func incoming(_ index: Int, at time: Double) -> Look? {
        guard letters.indices.contains(index), !letters[index].isHeld, letters[index].new != nil else { return nil }
        return look(shown: progress(ofLetter: index, at: time))
    }

    /// The old letter at place `index`; nil where it holds still or there was none.
    public func outgoing(_ index: Int, at time: Double) -> Look? {
        guard letters.indices.contains(index), !letters[index].isHeld, letters[index].old != nil else { return nil }
        return look(shown: 1 - progress(ofLetter: index, at: time))
    }

    /// A letter `shown` of the way in. Opacity and blur stop at their ends; the scale from the
    /// bottom follows the spring past 1, so a letter lands with the spring's give.
    private func look(shown: Double) -> Look {
        let clamped = min(max(shown, 0), 1)
        guard !crossFades else { return Look(opacity: clamped, blur: 0, scale: 1, baseScale: 1) }
        let replace = BlurReplace.insertion(clamped)
        return Look(opacity: replace.opacity, blur: replace.blur, scale: replace.scale,
                    baseScale: Self.hiddenBaseScale + (1 - Self.hiddenBaseScale) * shown)
    }

    /// From this time on every letter has landed.
    public var restTime: Double { progress.map(\.restTime).max() ?? -Double.infinity }

    public func isAnimating(at time: Double) -> Bool { time < restTime }
}
