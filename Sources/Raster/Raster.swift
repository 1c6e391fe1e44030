// The Raster layer: see Canvas.swift.
