// The Viewer layer: screens, options, headless render, trace replay and the state dump. It sits
// under the `vitrine` executable and over every module below; it never imports SDL, so all of it
// runs and is tested headless.
//
//   CommandLineParser ──► Command (help · inspect · render · window), UsageError (one line, exit 2)
//   ScreenRegistry ──► Screen (pieces laid out, scrolling, hit tests, keys, draw, state)
//   ViewerSession = Screen + GestureRouter + size + theme (+ series): events in, frames out
//   HeadlessRender: trace → session on a virtual clock → PNG and state JSON
//   DataSource: --data / FILE / - through the Dataset loader; inspect
//   AssetLocator, PieceContext.opening: Assets/ found and its examples read once, when no data is given
//   DirtyRegion, FrameStatistics: what the window uploads and what F2 shows
//
// The live window (`vitrine`) and `vitrine render` drive the same `ViewerSession`: the window with
// SDL's events stamped by its clock, the renderer with a trace's own times. Nothing here reads a
// clock, so a recorded session replays to the same pixels and the same state.
//
// Adding a screen is one line in `ScreenRegistry.standard`, for any component that adopts
// `Piece` (Components/Piece.swift), which names itself with its `kind` and builds from a context:
//
//     PieceEntry(GlassDemo.self)
//
// It then opens with `--screen glass`, appears in the gallery (in registry order), is rendered by
// scripts/smoke, and its `state(at:)` appears under its kind in the state dump.
