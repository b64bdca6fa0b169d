import LarderErrors
import LarderLanguage
import Testing

@testable import LarderWeb

/// libmosquitto, loaded when `serve --mqtt` needs it: a missing library names the Debian
/// package to install.
@Suite struct MosquittoLoadingTests {
  @Test func aMissingLibraryNamesItsDebianPackage() throws {
    do {
      _ = try Mosquitto.load("libmosquitto-absent.so.1")
      Issue.record("an absent library was loaded")
    } catch {
      guard case .notInstalled(let library, let package, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(library == "libmosquitto-absent.so.1")
      #expect(package == "libmosquitto1")
      #expect(error.message(.english).hasSuffix("; install Debian's libmosquitto1"))
    }
  }

  @Test func theInstalledLibraryLoads() throws {
    #expect(try MQTTPublisher.libraryVersion().hasPrefix("2."))
  }
}
