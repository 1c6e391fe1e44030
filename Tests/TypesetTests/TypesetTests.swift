import Testing
@testable import Typeset
