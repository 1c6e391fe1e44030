import Foundation
import Raster

// vitrine-bench: measures Vitrine against peers in the same run. See README.md.
FrameMemory.keepFreedPages()
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "raster": status = runRasterBench(Array(arguments.dropFirst()))
case "motion": status = runMotionBench(Array(arguments.dropFirst()))
case "text": status = runTextBench(Array(arguments.dropFirst()))
case "glass": status = runGlassBench(Array(arguments.dropFirst()))
case "frame": status = runFrameBench(Array(arguments.dropFirst()))
case "data": status = runDataBench(Array(arguments.dropFirst()))
case "scrub": status = runScrubBench(Array(arguments.dropFirst()))
case "lens": status = runLensBench(Array(arguments.dropFirst()))
case "trail": status = runTrailBench(Array(arguments.dropFirst()))
case "wheel": status = runWheelBench(Array(arguments.dropFirst()))
case "bars": status = runBarsBench(Array(arguments.dropFirst()))
case "sound": status = runSoundBench(Array(arguments.dropFirst()))
case "peers": status = runPeersBench(Array(arguments.dropFirst()))
case "scale": status = runScaleBench(Array(arguments.dropFirst()))
case "stream": status = runStreamBench(Array(arguments.dropFirst()))
case "monkey": status = runMonkey(Array(arguments.dropFirst()))
default:
    print("usage: vitrine-bench raster|motion|text|glass|frame|data|scrub|lens|trail|wheel|bars|sound|peers|scale|stream [options], or monkey SCREEN|all EVENTS SEED")
    status = 2
}
exit(status)
