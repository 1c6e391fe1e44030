/// The liquid glass language's distances, in points, shared by every piece.
///
/// Glass shapes in one ``GlassGroup`` melt into each other through a neck when they come within
/// ``merge`` points. Parts of one control rest ``joined``, well inside that distance, so the neck
/// holds; separate actions rest ``apart``, outside it, so they only melt while one buds out of, or
/// back into, another.
public enum Liquid {
    /// Glass shapes closer than this share a neck; from this gap on they are separate.
    public static let merge = 20.0
    /// The rest gap between parts of one control: the neck is about two thirds of the shapes'
    /// height at its waist.
    public static let joined = 4.0
    /// The rest gap between separate actions: they sit as their own bubbles.
    public static let apart = 26.0
    /// How small a bubble is while it sits home inside its parent.
    public static let homeScale = 0.72
}
