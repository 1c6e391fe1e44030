// The Dataset layer: turns the files people really have into one time series.
//
// Shape of the layer, bottom to top:
//
//   bytes ──► Gzip (transparent) ──► TextDecoding (BOM, UTF-16, Latin-1) ──► UTF-8 bytes
//   UTF-8 ──► CSVTokenizer (RFC 4180, sniffed delimiter)  ─┐
//         └─► JSONValue / JSONSeries (documents, NDJSON)  ─┴► records of byte cells
//   records ──► TableLayoutDetector (header, metadata, columns, DateFormatDetector)
//           ──► RowInterpreter (one Sample per usable row, warnings, skipped count)
//           ──► TimeSeries (sorted, stable) ──► InspectReport (JSON for `vitrine inspect`)
//
// Everything works on bytes, never on `Character`s, because the benchmark goal is 150 MB/s of
// `ISO date,value` rows on one core. Detection looks at a sample once; the hot path then applies
// the chosen date format and number parser to every row without branching on guesses.
//
// The same `IncrementalParser` serves whole files and live streams (stdin), so a file and the same
// bytes piped in are understood identically. The layer is pure: no global state, no clock; the time
// zone used for times written without an offset is a parameter (`LoadOptions.timeZone`).
