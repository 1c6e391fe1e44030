import Components

extension Screen {
    /// A screen of one piece built by the caller, laid out as a piece screen is: for benches that
    /// time a piece on data no registered screen opens with (a ruler of ten thousand values).
    public static func single(_ piece: any Piece) -> Screen {
        Screen(name: piece.kind, pieces: [piece], arrangement: .single)
    }
}
