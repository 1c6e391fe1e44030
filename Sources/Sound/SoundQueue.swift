import Synchronization

/// A single-producer, single-consumer ring of sounds: the frame loop pushes, the audio thread
/// pops, and neither ever waits for the other. A lock here could stall the audio callback behind
/// a frame being drawn, and a stalled callback is an audible dropout.
///
/// Each side owns one index; the other only reads it. When the ring is full the newest sound is
/// dropped: a click lost in a flood of forty is not missed.
// Unchecked: the slots are shared memory, made safe by the index discipline above (each slot is
// written only by the producer before `head` publishes it, read only by the consumer after).
public final class SoundQueue: @unchecked Sendable {
    /// What the audio thread is asked to do.
    public enum Command: Sendable {
        /// Start these samples now, mixed over whatever plays.
        case play([Float])
        /// Fade out every tone that plays (a second A press).
        case stopTones
        /// Start these samples as a tone, which ``stopTones`` ends.
        case tone([Float])
    }

    private let capacity: Int
    private let slots: UnsafeMutablePointer<Command?>
    /// The next slot the producer writes.
    private let head = Atomic<Int>(0)
    /// The next slot the consumer reads.
    private let tail = Atomic<Int>(0)

    public init(capacity: Int = 64) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// Adds a command; false when the ring is full and it was dropped. Producer side only.
    @discardableResult
    public func push(_ command: Command) -> Bool {
        let write = head.load(ordering: .relaxed)
        let next = (write + 1) % capacity
        guard next != tail.load(ordering: .acquiring) else { return false }
        slots[write] = command
        head.store(next, ordering: .releasing)
        return true
    }

    /// The oldest command, if any. Consumer side only.
    public func pop() -> Command? {
        let read = tail.load(ordering: .relaxed)
        guard read != head.load(ordering: .acquiring) else { return nil }
        let command = slots[read]
        slots[read] = nil
        tail.store((read + 1) % capacity, ordering: .releasing)
        return command
    }
}
