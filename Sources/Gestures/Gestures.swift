// The Gestures layer: pointer and key events, recognizers, the arena that settles who owns a
// pointer, velocity tracking and input traces.
//
// The shape follows Flutter's gestures layer. A `GestureRouter` receives every pointer event with
// the recognizers the caller's hit test found under a touch-down. Each recognizer that wants the
// pointer joins that pointer's `GestureArena`; the first to accept wins and the rest are rejected.
// Recognizers keep UIKit's and SwiftUI's thresholds (see reference/motion.md): a tap waits out a
// competing double tap, a long press begins after its duration, a pan after 10 pt of travel.
//
// Nothing here reads the wall clock. Events carry their own timestamps, and timers (double-tap
// timeout, long-press duration) fire only when the router is told the time with `advance(to:)`, so
// a recorded trace replays to the same callbacks at the same times.
