import CSDL2
import Foundation
import Raster
import Viewer

extension WindowApp {
    /// Re-reads the window size, drawable size and refresh rate, and remakes the texture when the
    /// drawable changed: after opening, a resize, or a move to another display.
    func updateDisplayMetrics() {
        windowSize = Self.windowSize(of: window)
        mapper.windowSize = windowSize
        var width: Int32 = 0
        var height: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &width, &height) != 0 || width <= 0 || height <= 0 {
            width = Int32(windowSize.width)
            height = Int32(windowSize.height)
        }
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        if SDL_GetCurrentDisplayMode(max(0, display), &mode) == 0, mode.refresh_rate > 0 {
            refreshInterval = 1 / Double(mode.refresh_rate)
        } else {
            refreshInterval = 1.0 / 60  // Xvfb and dummy drivers report 0 Hz
        }
        guard Int(width) != pixelWidth || Int(height) != pixelHeight || texture == nil else { return }
        pixelWidth = Int(width)
        pixelHeight = Int(height)
        // The picture's pixels: the drawable's, turned for a panel mounted sideways.
        let sideways = options.appearance.rotation.quarterTurns % 2 == 1
        let (pictureWidth, pictureHeight) = sideways ? (height, width) : (width, height)
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            pictureWidth, pictureHeight)
        if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
        let scale = Double(width) / windowSize.width
        canvas = Canvas(width: Int(pictureWidth), height: Int(pictureHeight), scale: scale)
        canvas.bandWorker = bandWorker
        shownPixels = []
        session.needsRedraw = true
    }

    /// Draws the session at `time`, uploads the rectangles that changed and presents.
    func drawFrame(at time: Double) {
        let started = clock.now
        if showsStatistics {
            session.draw(into: &canvas, at: time)
        } else {
            session.drawChanges(into: &canvas, at: time)
        }
        if showsStatistics {
            let data = session.receivedCount.map { ["data \($0) points"] } ?? []
            statistics.draw(into: &canvas, windowWidth: pictureSize.width, text: text, extraLines: data)
        }
        let painted = clock.now
        let bands = DirtyRegion.changedBands(from: shownPixels, to: canvas)
        let compared = clock.now
        upload(bands)
        let drawn = clock.now - started
        SDL_RenderClear(renderer)
        present()
        let previousPresent = lastPresent
        SDL_RenderPresent(renderer)
        lastPresent = clock.now
        notifier.frameShown(at: lastPresent)
        if hasVsync, session.isAnimating(at: time) {
            quickPresents = lastPresent - previousPresent < refreshInterval * 0.5 ? quickPresents + 1 : 0
            if quickPresents >= 10 { hasVsync = false }
        }
        session.needsRedraw = false
        framesDrawn += 1
        if let opened = awaitingCache {
            awaitingCache = nil
            DataSource.startCaching(opened)
        }
        // The phases after the total, so that a slow frame says where its time went (the soak
        // reads them); the first three fields stay as they were.
        let phases = "draw \((painted - started) * 1000) compare \((compared - painted) * 1000) upload \((drawn - (compared - started)) * 1000)"
        frameLog?.write(Data("frame \(framesDrawn) \(time) \(drawn * 1000) \(phases)\n".utf8))
        statistics.record(frameTime: drawn, presentedAt: lastPresent, coverage: DirtyRegion.coverage(bands, of: canvas))
        sampleCPU()
    }

    /// Copies the texture to the drawable, turned clockwise by `--rotate` about the drawable's
    /// centre: the picture's rectangle, centred, turns onto the panel exactly.
    private func present() {
        let degrees = options.appearance.rotation.rawValue
        guard degrees != 0 else {
            SDL_RenderCopy(renderer, texture, nil, nil)
            return
        }
        // Half pixels when the sides differ by an odd count: a float rectangle keeps it exact.
        var target = SDL_FRect(
            x: Float(pixelWidth - canvas.width) / 2, y: Float(pixelHeight - canvas.height) / 2,
            w: Float(canvas.width), h: Float(canvas.height))
        SDL_RenderCopyExF(renderer, texture, nil, &target, Double(degrees), nil, SDL_FLIP_NONE)
    }

    private func upload(_ bands: [PixelBounds]) {
        guard let texture, !bands.isEmpty else { return }
        let width = canvas.width
        if shownPixels.count != canvas.pixels.count {
            shownPixels = canvas.pixels
        }
        for band in bands {
            var rect = SDL_Rect(x: Int32(band.minX), y: Int32(band.minY), w: Int32(band.width), h: Int32(band.height))
            let offset = band.minY * width + band.minX
            canvas.pixels.withUnsafeBufferPointer { pixels in
                _ = SDL_UpdateTexture(texture, &rect, pixels.baseAddress! + offset, Int32(width * 4))
            }
            for row in band.minY..<band.maxY {
                let start = row * width + band.minX
                shownPixels.replaceSubrange(start..<(start + band.width), with: canvas.pixels[start..<(start + band.width)])
            }
        }
    }

    /// CPU time over wall time since the last sample, at most twice a second.
    private func sampleCPU() {
        let wall = clock.now
        guard wall - cpuSampleWall >= 0.5 else { return }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let used = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        if cpuSampleWall > 0 {
            statistics.cpuFraction = (used - cpuSampleUsed) / (wall - cpuSampleWall)
        }
        cpuSampleWall = wall
        cpuSampleUsed = used
    }
}
