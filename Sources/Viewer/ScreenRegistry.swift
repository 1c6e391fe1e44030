import Components
import Dataset

/// What a screen is built from: the theme and, when one was given, the data series.
public struct ScreenContext: Sendable {
    public var theme: Theme
    public var series: TimeSeries?
    /// A currency code for the data's figures, or nil for plain numbers.
    public var currency: String?
    /// True when the data arrives later (a stream on standard input): the pieces start empty and
    /// wait for it rather than showing their example.
    public var awaitsData: Bool

    public init(theme: Theme = Theme(), series: TimeSeries? = nil, currency: String? = nil, awaitsData: Bool = false) {
        self.theme = theme
        self.series = series
        self.currency = currency
        self.awaitsData = awaitsData
    }
}

/// The named screens `vitrine --screen` and `vitrine render --screen` open.
///
/// Every piece screen is registered here with one line: its name (also its state-dump kind) and
/// how to build its piece. `gallery` is not registered; it is built from all the others, in this
/// order, so a new piece shows up in the gallery as soon as it has its line.
///
///     PieceEntry("tiers") { MotionTiers(theme: $0.theme) }
///
/// DESIGN.md promises more screens than exist yet. A promised name without an entry is refused
/// with a message saying it is not built yet, rather than faked with a placeholder.
public struct ScreenRegistry: Sendable {
    /// One registered piece screen.
    public struct PieceEntry: Sendable {
        public var name: String
        public var make: @Sendable (ScreenContext) -> any Piece

        public init(_ name: String, make: @escaping @Sendable (ScreenContext) -> any Piece) {
            self.name = name
            self.make = make
        }
    }

    /// Every screen DESIGN.md names, in its order.
    public static let designedNames = ["gallery", "scrub", "lens", "trail", "wheel", "bars", "tiers", "glass"]

    /// The gallery's name, the default screen.
    public static let galleryName = "gallery"

    /// The piece screens, in gallery order.
    public var entries: [PieceEntry]

    public init(entries: [PieceEntry]) {
        self.entries = entries
    }

    /// The screens that exist today.
    public static let standard = ScreenRegistry(entries: [
        PieceEntry("tiers") { MotionTiers(theme: $0.theme) },
        PieceEntry("glass") { GlassDemoPiece(theme: $0.theme) },
        PieceEntry("scrub") { ScrubChartPiece(model: .screen(for: $0.series, currency: $0.currency, awaitsData: $0.awaitsData), theme: $0.theme) },
    ])

    /// Every name that opens a screen: the gallery and each entry.
    public var availableNames: [String] { [Self.galleryName] + entries.map(\.name) }

    /// The names `--help` lists, with the default marked: `gallery (default), tiers, glass, scrub`.
    /// The unknown-screen message lists the same names, in the same order.
    public var helpList: String {
        availableNames.map { $0 == Self.galleryName ? "\($0) (default)" : $0 }.joined(separator: ", ")
    }

    /// Builds the screen called `name`, or explains why there is none.
    public func makeScreen(named name: String, context: ScreenContext) throws(UsageError) -> Screen {
        if name == Self.galleryName {
            return Screen(name: name, pieces: entries.map { $0.make(context) }, arrangement: .gallery)
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
