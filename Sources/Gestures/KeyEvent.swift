/// A key the viewer answers to.
///
/// The pieces use arrows to step, Space to toggle, Tab to move focus, Return and Escape to confirm
/// and dismiss; letters and digits are kept for shortcuts. Input traces name keys with
/// ``traceName`` ("Left", "Return", "a").
public enum Key: Sendable, Hashable {
    /// An arrow key: steps a selection (mirrored right to left by the pieces, not here).
    case left, right, up, down
    /// Space toggles, Tab moves focus, Return confirms, Escape dismisses.
    case space, tab, `return`, escape
    /// Home and End go to either end; Page Up and Page Down step further than an arrow.
    case home, end, pageUp, pageDown
    /// Backspace.
    case backspace
    /// A function key, F1 to F12, by its number.
    case function(Int)
    /// A letter or digit key, as the character it types without modifiers.
    case character(Character)

    /// Reads a key from its trace name: one of Left Right Up Down Home End PageUp PageDown Space
    /// Tab Return Escape Backspace F1–F12, or a single letter or digit. Returns nil for anything
    /// else.
    init?(traceName: String) {
        switch traceName {
        case "Left": self = .left
        case "Right": self = .right
        case "Up": self = .up
        case "Down": self = .down
        case "Space": self = .space
        case "Tab": self = .tab
        case "Return": self = .return
        case "Escape": self = .escape
        case "Home": self = .home
        case "End": self = .end
        case "PageUp": self = .pageUp
        case "PageDown": self = .pageDown
        case "Backspace": self = .backspace
        default:
            if traceName.count >= 2, traceName.first == "F", let number = Int(traceName.dropFirst()), (1...12).contains(number),
               traceName.dropFirst().first != "0" {
                self = .function(number)
                return
            }
            guard traceName.count == 1, let character = traceName.first,
                character.isASCII, character.isLetter || character.isNumber
            else { return nil }
            self = .character(character)
        }
    }

    /// The name input traces use for this key.
    var traceName: String {
        switch self {
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .space: "Space"
        case .tab: "Tab"
        case .return: "Return"
        case .escape: "Escape"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .backspace: "Backspace"
        case .function(let number): "F\(number)"
        case .character(let character): String(character)
        }
    }
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 2)
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: 4)
    /// The Super (Windows, Command) key.
    public static let meta = KeyModifiers(rawValue: 8)

    /// Each modifier with its trace name, in the order traces list them.
    static let traceNames: [(KeyModifiers, String)] = [
        (.shift, "shift"), (.control, "control"), (.alt, "alt"), (.meta, "meta"),
    ]

    /// Other names traces may use: DESIGN.md writes Control as "ctrl".
    static let traceAliases: [(KeyModifiers, String)] = [(.control, "ctrl"), (.meta, "super")]
}

/// A key pressed, or repeating because it is held.
///
/// Repeats matter: the Range Lens keeps stepping while an arrow is held, but Space toggles Show
/// all only on the first press.
public struct KeyEvent: Sendable, Hashable {
    /// The key pressed.
    public var key: Key
    /// Modifiers held at the moment of the press.
    public var modifiers: KeyModifiers
    /// True when the system repeats a held key rather than a new press.
    public var isRepeat: Bool
    /// When the key went down (or repeated), on the same clock as pointer events.
    public var time: Duration

    /// Creates a key press; modifiers and repeat default to a plain first press.
    public init(_ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, time: Duration) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.time = time
    }
}
