import Testing
@testable import Components
