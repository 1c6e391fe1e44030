import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file mapped read-only into memory for as long as this object lives.
///
/// Font files are read by FreeType and HarfBuzz straight from the mapping, so opening a face
/// copies nothing and touches only the pages it needs.
final class MappedFile {
    let bytes: UnsafeMutableRawPointer
    let count: Int

    init(path: String) throws(FontError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .unreadableFont(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else {
            throw .unreadableFont(path: path, reason: "the file is empty")
        }
        let count = Int(status.st_size)
        guard let mapping = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw .unreadableFont(path: path, reason: String(cString: strerror(errno)))
        }
        bytes = mapping
        self.count = count
    }

    deinit { munmap(bytes, count) }
}
