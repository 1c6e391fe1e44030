// The vitrine executable: the SDL2 window arrives with the app layer.
import Foundation
FileHandle.standardError.write("vitrine: the window is not built yet\n".data(using: .utf8)!)
exit(2)
