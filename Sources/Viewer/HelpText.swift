extension CommandLineParser {
    /// What `vitrine --help` prints: every command and option, with DESIGN.md's defaults, and the
    /// screens of the standard registry.
    public static var helpText: String { helpText(screens: .standard) }

    /// The help text with `registry`'s screens: the list is never written by hand, so it names only
    /// the screens that open.
    static func helpText(screens registry: ScreenRegistry) -> String {
        """
        usage: vitrine [FILE|-] [options]        open the window (FILE: CSV, TSV, JSON, .gz; - reads stdin)
               vitrine render [options]          draw a frame or a clip headless, replaying an input trace
               vitrine inspect FILE [data options]  print what the loader understood, as JSON
               vitrine --help                    this text (also -h)

        window and render:
          --screen NAME            \(registry.helpList)
          --theme light|dark       colour scheme (default light)
          --reduce-motion          every animation plays its Reduce Motion substitute
          --reduce-transparency    solid surfaces instead of glass
          --rtl                    right-to-left layout
          --text-scale X           text size multiplier, 0.5 to 3 (default 1)
          --increase-contrast      stronger colours where the pieces' quietest ones would fade
          --glass liquid|frosted   how glass is drawn (default liquid; frosted is the unmerged fallback)
          --window FROM..TO        the Range Lens's window, as ISO dates (2026-03-03..2026-04-14)
          --currency CODE          show the data's figures as amounts, e.g. USD (default plain numbers)
          --sort value             a file of categories shows its bars from the highest to the lowest
          --aggregate FIGURE       repeated labels show one bar: mean (default), sum, count, max or min
          --rotate 0|90|180|270    turn the picture clockwise for a panel mounted sideways
          --spring D,B             the tiers screen's custom spring: duration 0.10 to 1.00 s, bounce -0.50 to 0.90
          --kiosk                  fullscreen, no cursor, quit keys ignored, idle reset after 120 s
          --idle-reset SECONDS     with no input that long, every piece returns to its opening (0: never)
          --attract TRACE.jsonl    once idle, play a recorded trace in a loop; a touch stops it
          --blank-after MINUTES    with no input that long, go black until touched (default never)
          --volume 0..1            loudness of clicks, tones and speech (default 1)
          --speak                  read each piece's sentence aloud on focus and once its value settles

        window only:
          --fullscreen             fill the display
          --kiosk-exit CHORD       a chord that quits a kiosk, e.g. ctrl+alt+q
          --record TRACE.jsonl     write the session's input as a trace (replay with render --input)
          --replay TRACE.jsonl     play a trace into the window through SDL's event queue
          --state-out FILE.json    write the state dump there on exit
          --follow [SECONDS]       keep reading a file as it grows or is replaced, or run a query again
          --size WxH               first window size in points (default 1280x800)
          --software               use SDL's software renderer
          --sound on|off           audible ticks and the audio graph (default off; on under --kiosk)
          --video-driver NAME      the SDL video driver to use: x11, wayland, kmsdrm, …
          signals: SIGTERM and SIGINT quit (exit 0), SIGHUP reloads the data file
          keys: A plays the focused chart as tones (two fingers held do too), again stops it
          keys: Escape lets go of a scrub or quits, Ctrl+Q quits, Tab moves focus, F2 shows frame statistics
          keys: G switches liquid and frosted glass, 1–4 play the tiers screen at 1×, 0.5×, 0.25× or 0.1×
          keys: on the tiers screen, Space fires every lane, C compares the curves, R turns Reduce Motion
                on and off, and Left and Right turn the custom spring's wheel last touched

        render only:
          --data FILE|-            the series to show (- reads stdin)
          --size WxH               canvas size in points (default 1280x800)
          --scale S                pixels per point, 0.5 to 4 (default 1)
          --input TRACE.jsonl      input events to replay on a virtual clock
          --time MS                the frame time (default 2000 ms after the last event)
          --out FILE.png           write the frame
          --state FILE.json|-      write the state dump (- for stdout)
          --audio-out FILE.wav     write the sound of the trace: ticks, audio graph, speech (with --speak)
          --video FILE.mp4         write the motion from --from to --to as an H.264 video (needs ffmpeg)
          --frames DIR             write the motion as DIR/frame-00000.png, … instead of a video
          --fps N                  frames a second of --video or --frames, up to 240 (default 60)
          --from MS --to MS        the clip's span, at most 60 s (default 0 to 2000 ms after the last event)

        data (window, render, inspect):
          --x COLUMN --y COLUMN    pick the time (or label) and value columns by name or number
          --where COLUMN=VALUE     keep one series of a long-format file
          --day-first              read 01/02/2000 as 1 February
          --date-format PATTERN    explicit date pattern, e.g. %d.%m.%Y
          --tz ZONE                zone for times without an offset (default TZ, else UTC)
          --query SQL              chart a query of an SQLite database: first column time, second value
          --table NAME             chart a table of an SQLite database: its first time and numeric columns

        Bad options or files exit 2 with one line on stderr.
        """
    }
}
