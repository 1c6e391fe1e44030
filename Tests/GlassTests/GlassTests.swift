import Testing
@testable import Glass
