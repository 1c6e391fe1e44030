import Testing
@testable import Gestures
