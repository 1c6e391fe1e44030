import Foundation

/// Not built yet: this benchmark arrives with its module.
func runTextBench(_ arguments: [String]) -> Int32 {
    FileHandle.standardError.write("vitrine-bench: the text benchmark is not built yet\n".data(using: .utf8)!)
    return 1
}
