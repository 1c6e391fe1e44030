// Components: the pieces a screen shows, each a `Piece` (Piece.swift) built from a pure model, its
// interaction state and its drawing, in the house `Theme`.
//
// - MotionTiers/: the motion tiers demo (the `tiers` screen).
// - GlassDemo/: the liquid glass demo (the `glass` screen).
// - ScrubChart/: the Scrub Chart (the `scrub` screen).
//
// Pieces sit on Glass, Typeset, Motion, Gestures and Raster, and know nothing of the Viewer or SDL.
