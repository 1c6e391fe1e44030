import Testing
@testable import Viewer
