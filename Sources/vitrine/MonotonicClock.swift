import CSDL2

/// Seconds since the window opened, from SDL's performance counter: the only clock Vitrine reads.
struct MonotonicClock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }
}
