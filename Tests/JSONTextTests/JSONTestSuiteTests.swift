import Foundation
import Testing
@testable import JSONText

/// The parsing cases of JSONTestSuite (see `JSONTestSuite/README.md`), every file read strictly.
@Suite("JSONTestSuite")
struct JSONTestSuiteTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("JSONTestSuite")

    static func names(_ prefix: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    @Test("The suite is all there")
    func suiteIsPresent() {
        #expect(Self.names("y_").count == 95 && Self.names("n_").count == 188 && Self.names("i_").count == 35)
    }

    @Test("Every y_ file parses", arguments: JSONTestSuiteTests.names("y_"))
    func accepted(name: String) throws {
        let error = failure(bytes: try Self.bytes(name))
        #expect(error == nil, "\(name): \(error.map(String.init(describing:)) ?? "")")
    }

    @Test("Every n_ file is refused", arguments: JSONTestSuiteTests.names("n_"))
    func refused(name: String) throws {
        #expect(failure(bytes: try Self.bytes(name)) != nil, "\(name)")
    }

    @Test("Every i_ file parses or is refused, without crashing", arguments: JSONTestSuiteTests.names("i_"))
    func implementationDefined(name: String) throws {
        let bytes = try Self.bytes(name)
        if let error = failure(bytes: bytes) {
            #expect(error.offset <= bytes.count, "\(name)")
        }
    }

    @Test("Lenient reading never crashes on any file of the suite")
    func lenientNeverCrashes() throws {
        for name in Self.names("") {
            let bytes = try Self.bytes(name)
            if let error = failure(bytes: bytes, lenient) {
                #expect(error.offset <= bytes.count, "\(name)")
            }
        }
    }
}
