import Motion

// The language's parts beyond the roles, as the lab plays them: follow, cascade, morph text, the
// blur swap, the grab lift and a group's liquid pop. The animations each part moves on are named
// here once, for the examples to play and the tiles to name (`LabTile+Naming`).

extension LabExample {
    /// Follow's rank `rank`: the elastic tier, later ranks a beat later on a looser spring.
    static func followAnimation(rank: Int, reduceMotion: Bool) -> Animation {
        MotionLanguage(reduceMotion: reduceMotion).follow(.elastic, rank: rank)
    }

    /// Cascade's item `index` coming in: the reveal role, 30 ms later a place up to the seventh.
    static func cascadeAnimation(index: Int, reduceMotion: Bool) -> Animation {
        MotionLanguage(reduceMotion: reduceMotion).cascade(Role.reveal.animation(reduceMotion: reduceMotion), index: index)
    }

    /// The blur swap moves on the value role, so the symbol lands without overshoot; under
    /// Reduce Motion it cross-fades on the still spring.
    static func swapAnimation(reduceMotion: Bool) -> Animation {
        Role.value.animation(reduceMotion: reduceMotion)
    }

    /// The group's liquid pop: the seeds' amount, 0.08, landing on the expressive tier.
    static func groupPopTrack(reduceMotion: Bool) -> KeyframeTrack<Double> {
        .pop(amount: 0.08, reduceMotion: reduceMotion)
    }

    mutating func playPart(_ part: LanguagePart, at time: Double, reduceMotion: Bool) {
        switch part {
        case .follow:
            // Every rank turns to the other end at once; each arrives on its own spring, so a tap
            // mid-flight reverses the group without a seam.
            let target = items.first.map { $0.target < 0.5 ? 1.0 : 0.0 } ?? 1
            for rank in items.indices {
                items[rank].animate(to: target, with: Self.followAnimation(rank: rank, reduceMotion: reduceMotion), at: time)
            }
        case .cascade:
            // Entrances stagger; exits go together, on the dismiss role.
            let entering = (items.first?.target ?? 1) < 0.5
            for index in items.indices {
                let animation = entering
                    ? Self.cascadeAnimation(index: index, reduceMotion: reduceMotion)
                    : Role.dismiss.animation(reduceMotion: reduceMotion)
                items[index].animate(to: entering ? 1 : 0, with: animation, at: time)
            }
        case .morphText:
            let from = Self.labels[label]
            label = 1 - label
            morph = MorphText(from: from, to: Self.labels[label], reduceMotion: reduceMotion, at: time)
        case .blurSwap:
            symbol = 1 - symbol
            swap = BlurReplace(animation: Self.swapAnimation(reduceMotion: reduceMotion), crossFades: reduceMotion, at: time)
        case .grabLift:
            // From the keyboard or a spoken command, a grab and its release, as a short hold would.
            pressDown(at: time, reduceMotion: reduceMotion)
            pressUp(at: time + 0.3)
        case .groupPop:
            keyframes.play(Self.groupPopTrack(reduceMotion: reduceMotion), at: time)
        }
    }
}
