import Testing
@testable import Dataset
