import Components
import Dataset

/// The named screens `vitrine --screen` and `vitrine render --screen` open.
///
/// Every piece screen is registered here once, by its type: the type's `kind` names the screen
/// (and its state-dump entry) and its `init(context:)` builds it. `gallery` is not registered; it
/// is built from all the others, in this order, so a new piece shows up in the gallery as soon as
/// it is listed.
///
/// DESIGN.md promises more screens than exist yet. A promised name without an entry is refused
/// with a message saying it is not built yet, rather than faked with a placeholder.
public struct ScreenRegistry: Sendable {
    /// One registered piece screen.
    struct PieceEntry: Sendable {
        var name: String
        var make: @Sendable (PieceContext) -> any Piece

        init(_ type: any Piece.Type) {
            name = type.kind
            make = { type.init(context: $0) }
        }
    }

    /// Every screen DESIGN.md names, in its order.
    static let designedNames = ["gallery", "scrub", "lens", "trail", "wheel", "bars", "tiers", "glass"]

    /// The gallery's name, the default screen.
    static let galleryName = "gallery"

    /// The piece screens, in gallery order.
    var entries: [PieceEntry]

    init(entries: [PieceEntry]) {
        self.entries = entries
    }

    /// The screens that exist today.
    public static let standard = ScreenRegistry(entries: [
        PieceEntry(MotionTiers.self),
        PieceEntry(GlassDemo.self),
        PieceEntry(ScrubChart.self),
        PieceEntry(RangeLens.self),
        PieceEntry(StepTrailExample.self),
        PieceEntry(WheelPickerExample.self),
        PieceEntry(BarChart.self),
    ])

    /// The samples past which a series opens on the Range Lens rather than the Scrub Chart.
    static let longSeries = 90

    /// The screen a window opens on. `--screen` decides when given; otherwise a file opens on
    /// its data, as someone who opens a file expects to see it: a long series (more than 90
    /// samples over time) on the Range Lens, a short one on the Scrub Chart, a file of categories
    /// on the bar chart, and no file on the gallery.
    public func screenName(opening series: TimeSeries?, given: String?) -> String {
        if let given { return given }
        guard let series else { return Self.galleryName }
        let has = { (name: String) in entries.contains { $0.name == name } }
        if series.kind == .categories { return has("bars") ? "bars" : "scrub" }
        if series.samples.count > Self.longSeries, series.axis == .time, has(RangeLens.kind) { return RangeLens.kind }
        return has(ScrubChart.kind) ? ScrubChart.kind : Self.galleryName
    }

    /// Every name that opens a screen: the gallery and each entry.
    var availableNames: [String] { [Self.galleryName] + entries.map(\.name) }

    /// The names `--help` lists, with the default marked: `gallery (default), tiers, glass, scrub`.
    /// The unknown-screen message lists the same names, in the same order.
    var helpList: String {
        availableNames.map { $0 == Self.galleryName ? "\($0) (default)" : $0 }.joined(separator: ", ")
    }

    /// Builds the screen called `name`, or explains why there is none.
    public func makeScreen(named name: String, context: PieceContext) throws(UsageError) -> Screen {
        if name == Self.galleryName {
            var card = context
            card.inGallery = true
            return Screen(name: name, pieces: entries.map { $0.make(card) }, arrangement: .gallery)
        }
        if let entry = entries.first(where: { $0.name == name }) {
            return Screen(name: name, pieces: [entry.make(context)], arrangement: .single)
        }
        let known = availableNames.joined(separator: ", ")
        if Self.designedNames.contains(name) {
            throw UsageError("screen \"\(name)\" is not built yet (known screens: \(known))")
        }
        throw UsageError("unknown screen \"\(name)\" (known screens: \(known))")
    }
}
