// The Dataset layer: turns the files people really have into one time series.
//
// Shape of the layer, bottom to top:
//
//   bytes ──► Gzip (transparent) ──► TextDecoding (BOM, UTF-16, Latin-1) ──► UTF-8 bytes
//   UTF-8 ──► CSVTokenizer (RFC 4180, sniffed delimiter)  ─┐
//         └─► JSONReader (JSONText) ─► JSONSeries, JSONRows (documents, NDJSON) ─┴► records of byte cells
//   records ──► TableLayoutDetector (header, metadata, columns, DateFormatDetector)
//           ──► RowInterpreter (one Sample per usable row, warnings, skipped count)
//           ──► TimeSeries (sorted, stable) ──► InspectReport (JSON for `vitrine inspect`)
//
// Everything works on bytes, never on `Character`s, because the benchmark goal is 150 MB/s of
// `ISO date,value` rows on one core (and twice pandas' speed). Detection looks at a sample once;
// the hot path then applies the chosen date format and number parser to every row without
// branching on guesses. For the commonest layout (a `YYYY-MM-DD…` time then a value) each line
// is first offered to ISORowReader, which parses it straight from the bytes and declines any line
// the general path might read differently; large UTF-8 files are read in chunks through a small
// buffer rather than whole (ChunkedFileLoading). Both give exactly what the general path gives.
//
// The same `IncrementalParser` serves whole files and live streams (stdin), so a file and the same
// bytes piped in are understood identically. The layer is pure: no global state, no clock; the time
// zone used for times written without an offset is a parameter (`LoadOptions.timeZone`).
//
// The API the executable uses (everything else is internal):
//
//   SeriesLoader.load(file:options:) -> TimeSeries     vitrine FILE, render --data FILE
//   InspectReport(_:).json -> String                   vitrine inspect FILE (print it, exit 0)
//   IncrementalParser(options:).feed(_:) / finish()    vitrine -, render --data - (live stdin)
//   TimeSeries.insert(contentsOf:)                     merges streamed rows, keeping time order
//   TimeSeries.kind / labels                           a file of categories (label,value, no time)
//   LoadOptions(x:y:filter:dayFirst:dateFormat:timeZone:…), RowFilter(parsing: "col=value"),
//   LoadOptions.timeZone(environment:) / timeZone(named:)   --tz and TZ
//   DataError (one-line message → stderr, exit 2), DataWarning, InspectReport
