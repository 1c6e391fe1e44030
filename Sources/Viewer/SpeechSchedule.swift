/// When a self-voicing viewer speaks (`--speak`): a piece's sentence when it takes focus, and
/// again once its value settles.
///
/// Settling is debounced the way a screen reader waits out typing: nothing while a finger is
/// still down or the mouse still moving, then once, ``settleDelay`` after the last input, and
/// only the sentences that changed since they were last spoken. It decides from event times
/// alone, so a headless render speaks at the same moments as the window.
public struct SpeechSchedule: Sendable {
    /// One sentence spoken at a time (seconds).
    public struct Utterance: Sendable, Hashable {
        public var time: Double
        public var text: String
    }

    /// Seconds after the last input before a settled value is read.
    static let settleDelay = 0.3

    public private(set) var utterances: [Utterance] = []
    /// What each piece last said (or opened saying), by its place on the screen.
    private var lastSpoken: [Int: String] = [:]
    /// When settled values fall due, unless more input comes first.
    private(set) var due: Double?

    /// The screen opened: what each piece says now is not news.
    mutating func open(sentences: [String]) {
        for (index, sentence) in sentences.enumerated() { lastSpoken[index] = sentence }
    }

    /// Input arrived at `time`; `pointersDown` when a finger or button is still held.
    mutating func input(at time: Double, pointersDown: Bool) {
        due = pointersDown ? nil : time + Self.settleDelay
    }

    /// A piece took focus: it says its sentence at once.
    mutating func focus(_ index: Int, sentence: String, at time: Double) {
        utterances.append(Utterance(time: time, text: sentence))
        lastSpoken[index] = sentence
    }

    /// The settle falls due by `time`: each sentence that changed is spoken once.
    mutating func settle(upTo time: Double, sentences: [String]) {
        guard let due, due <= time else { return }
        self.due = nil
        for (index, sentence) in sentences.enumerated() where lastSpoken[index] != sentence {
            utterances.append(Utterance(time: due, text: sentence))
            lastSpoken[index] = sentence
        }
    }
}
