// Motion: the spring language every Vitrine piece moves with.
//
// Everything here is a pure function of time. Nothing reads a clock: an animator is told when a
// change happened and is asked for its value at a time it is given, so the same input trace always
// yields the same frames, and a test can look at any instant without waiting for it.
//
// The layer, bottom up:
//
// - `Spring` maps a look (duration, bounce) to physics the way SwiftUI does, and `SpringSolution`
//   holds the closed-form response of a damped oscillator for any start offset and velocity.
// - `TimingCurve` is the cubic-Bézier easing used where Reduce Motion replaces a spring.
// - `Animation` says how a change moves (a merging spring, an interpolating spring, or a timed
//   curve, with an optional delay). `Animator` applies animations to any `AnimatableValue`:
//   numbers, points, sizes, colours and fixed-length vectors.
// - `Tier`, `Role` and `MotionLanguage` name the springs the seeds use and their Reduce Motion
//   substitutes, so a piece says what happened ("snap", "dismiss") rather than picking numbers.
// - `KeyframeTrack` and `KeyframeAnimator` play scripted motion such as the shake and the pop.
// - `rubberBand`, `project` and `nearest` are the gesture physics that decide where a drag lands.
//
// Units: time in seconds (`Double`), velocities in value units per second, except where a name
// says otherwise (`interpolatingSpring` takes fractions of the distance per second).
