// Components: the pieces a screen shows, each a `Piece` (Piece.swift) built from a pure model, its
// interaction state and its drawing, in the house `Theme`, and registered once by its type.
//
// - Chart/: the chart vocabulary every chart piece shares: points and series, number and date
//   formats, the ranges a series is offered in, the plotted curve (resampling and M4 thinning) and
//   rolling figures, the UTC calendar, a series' cadence, round value scales and the min/max
//   pyramid.
// - ScrubChart/: the Scrub Chart (the `scrub` screen).
// - RangeLens/: the Range Lens (the `lens` screen, and where a long file opens).
// - MotionTiers/: the motion tiers demo (the `tiers` screen).
// - GlassDemo/: the liquid glass demo (the `glass` screen).
//
// Pieces sit on Glass, Typeset, Motion, Gestures, Dataset and Raster, and know nothing of the
// Viewer or SDL. A piece that shows the session's data takes it through `PieceContext` and follows
// a live stream through `SeriesFollowing`; without data it shows its seed's example, which the
// viewer reads from `Assets/` and hands over as `PieceContext.examples` (PieceExamples.swift).
