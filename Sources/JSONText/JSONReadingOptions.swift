/// How forgiving a ``JSONReader`` is, and how deep it may go.
///
/// The default, ``strict``, is RFC 8259 exactly: what it accepts is JSON and what it refuses is
/// not, as the JSONTestSuite's `y_` and `n_` files have it. Each relaxation is one switch so that
/// every caller says what it accepts: traces take `NaN` and `Infinity` only to report them as
/// non-finite by name; data files take what real exports produce.
public struct JSONReadingOptions: Sendable, Hashable {
    /// What an object that names a key twice gives.
    public enum DuplicateKeys: Sendable, Hashable {
        /// Every field, in order (RFC 8259 allows it; lookups find the first).
        case keep
        /// An error naming the key, raised where the second one ends.
        case reject
    }

    /// The most arrays and objects open at once; one more is an error. Reading never recurses,
    /// so this bounds memory, not the stack; a parsed ``JSONValue`` is released recursively,
    /// though, so keep this in the hundreds.
    var maximumDepth: Int
    /// `NaN`, `Infinity` and `-Infinity` read as numbers, as Python's `json` writes them.
    var allowsNonFiniteNumbers: Bool
    /// A comma may follow the last element or field: `[1, 2,]`, `{"a": 1,}`.
    var allowsTrailingCommas: Bool
    /// What a key given twice in one object does.
    var duplicateKeys: DuplicateKeys
    /// Reads what sloppy writers produce instead of refusing it: numbers with a leading `+`,
    /// leading zeros or a bare decimal point (`+1`, `007`, `.5`, `1.`); unknown escapes as the
    /// escaped character (`\'` is `'`); a lone surrogate escape as U+FFFD; raw control characters
    /// and bytes that are not UTF-8 inside strings, kept as they are.
    var isLenient: Bool

    /// RFC 8259, nested at most 512 deep, duplicate keys kept.
    public static let strict = JSONReadingOptions()

    /// Options starting from RFC 8259's rules.
    public init(maximumDepth: Int = 512, allowsNonFiniteNumbers: Bool = false, allowsTrailingCommas: Bool = false,
                duplicateKeys: DuplicateKeys = .keep, isLenient: Bool = false) {
        self.maximumDepth = maximumDepth
        self.allowsNonFiniteNumbers = allowsNonFiniteNumbers
        self.allowsTrailingCommas = allowsTrailingCommas
        self.duplicateKeys = duplicateKeys
        self.isLenient = isLenient
    }
}
