import Foundation
import Testing

/// `make install` and `make deb` give a `larder` that runs without the Swift toolchain,
/// with its man pages and completions; the Debian package declares the libraries it links
/// and lintian finds no error in it. Each runs the release build, so the suite is slow.
@Suite(.tags(.slow), .serialized) struct PackageTests {
  /// Runs `program ARGS` in the repository with exactly `environment` (or this process's
  /// environment when nil), and returns its status and combined output.
  @discardableResult
  static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil)
    throws -> (Int32, String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = LarderBinary.root
    if let environment { process.environment = environment }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Larder's version, as Sources/LarderCommandLine/Version.swift writes it.
  static func version() throws -> String {
    let source = try String(
      contentsOf: LarderBinary.root.appendingPathComponent(
        "Sources/LarderCommandLine/Version.swift"), encoding: .utf8)
    let match = try #require(source.firstMatch(of: /static let number = "([^"]+)"/))
    return String(match.1)
  }

  /// Checks that the `larder` at `binary` runs with only `/usr/bin:/bin` and an empty
  /// environment, records and lists a purchase, and links no Swift library.
  static func checkRunsWithoutSwift(_ binary: String, scratch: LarderBinary) throws {
    let clean = ["PATH": "/usr/bin:/bin"]
    let (status, version) = try run(
      "/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", binary, "--version"], environment: clean)
    #expect(status == 0, "\(version)")
    #expect(version.hasPrefix("larder \(try Self.version())\nSQLite 3."))
    let database = scratch.path("installed.sqlite")
    let (added, addOutput) = try run(
      "/usr/bin/env",
      ["-i", "PATH=/usr/bin:/bin", binary, "add", "Crème fraîche", "2", "--db", database],
      environment: clean)
    #expect(added == 0, "\(addOutput)")
    let (_, list) = try run(
      "/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", binary, "list", "--db", database],
      environment: clean)
    #expect(list.contains("Crème fraîche"))
    let (_, libraries) = try run("/usr/bin/ldd", [binary])
    #expect(!libraries.isEmpty)
    for word in ["swift", "Foundation", "dispatch", "BlocksRuntime"] {
      #expect(!libraries.contains(word), "ldd lists \(word):\n\(libraries)")
    }
  }

  @Test func makeInstallAndUninstallIntoADestdir() throws {
    let scratch = try LarderBinary()
    let destdir = scratch.path("root")
    let (status, output) = try Self.run(
      "/usr/bin/make", ["--no-print-directory", "install", "PREFIX=/usr", "DESTDIR=\(destdir)"])
    try #require(status == 0, "\(output)")
    let expected = [
      "bin/larder", "share/man/man1/larder.1", "share/man/man1/larder-add.1",
      "share/man/man1/larder-version.1", "share/man/man5/larder-import.5",
      "share/bash-completion/completions/larder",
      "share/zsh/site-functions/_larder", "share/fish/vendor_completions.d/larder.fish",
      "share/doc/larder/README.md", "share/doc/larder/docs/definitions.md",
      "share/doc/larder/examples/purchases.csv",
      "share/doc/larder/examples/events.csv",
    ]
    for file in expected {
      #expect(FileManager.default.fileExists(atPath: destdir + "/usr/" + file), "\(file)")
    }
    try Self.checkRunsWithoutSwift(destdir + "/usr/bin/larder", scratch: scratch)
    let (manStatus, page) = try Self.run(
      "/usr/bin/man", ["-l", destdir + "/usr/share/man/man1/larder.1"],
      environment: ["LC_ALL": "C.UTF-8", "MANWIDTH": "80", "PATH": "/usr/bin:/bin"])
    #expect(manStatus == 0 && page.contains("EXIT STATUS"))

    let (removed, removeOutput) = try Self.run(
      "/usr/bin/make", ["--no-print-directory", "uninstall", "PREFIX=/usr", "DESTDIR=\(destdir)"])
    #expect(removed == 0, "\(removeOutput)")
    for file in expected {
      #expect(!FileManager.default.fileExists(atPath: destdir + "/usr/" + file), "\(file)")
    }
  }

  @Test func makeDebBuildsAPackageThatLintianPassesAndThatRunsWithoutSwift() throws {
    let (status, output) = try Self.run("/usr/bin/make", ["--no-print-directory", "deb"])
    try #require(status == 0, "\(output)")
    let (_, architecture) = try Self.run("/usr/bin/dpkg", ["--print-architecture"])
    let deb = LarderBinary.root.appendingPathComponent(
      ".build/deb/larder_\(try Self.version())_\(architecture.trimmingCharacters(in: .newlines)).deb"
    ).path
    try #require(FileManager.default.fileExists(atPath: deb))

    // The control fields, and a Depends that names the package of every library the
    // binary links.
    let (_, fields) = try Self.run(
      "/usr/bin/dpkg-deb", ["-f", deb, "Package", "Version", "Depends"])
    #expect(fields.contains("Package: larder\n"))
    #expect(fields.contains("Version: \(try Self.version())\n"))
    let depends = try #require(
      fields.split(separator: "\n").first { $0.hasPrefix("Depends: ") }
    ).dropFirst("Depends: ".count).split(separator: ",").map {
      String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " })
    }
    // The libraries loaded on demand are not linked, so the package names them itself.
    for package in [
      "libsqlite3-0", "libc6", "libcurl4", "libxlsxwriter4", "libmicrohttpd12", "libzbar0",
      "libgdk-pixbuf-2.0-0", "libtesseract5", "libpoppler-glib8", "libgmime-3.0-0", "libxml2",
    ] {
      #expect(depends.contains(package), "\(depends)")
    }

    // lintian, Debian's checker, finds no error (make deb fails on one too).
    let (_, lintian) = try Self.run("/usr/bin/lintian", ["--fail-on", "none", deb])
    #expect(!lintian.split(separator: "\n").contains { $0.hasPrefix("E: ") }, "\(lintian)")

    // Unpacked into a throwaway root: the binary runs with nothing of Swift's, and every
    // library it links comes from a package it depends on.
    let scratch = try LarderBinary()
    let root = scratch.path("unpacked")
    let (unpacked, unpackOutput) = try Self.run("/usr/bin/dpkg", ["-x", deb, root])
    try #require(unpacked == 0, "\(unpackOutput)")
    let binary = root + "/usr/bin/larder"
    try Self.checkRunsWithoutSwift(binary, scratch: scratch)
    let (_, needed) = try Self.run("/usr/bin/objdump", ["-p", binary])
    let (_, resolved) = try Self.run("/usr/bin/ldd", [binary])
    // Loaded by the commands that use them (dlopen), so neither they nor what they load
    // (GnuTLS, X11, GLib…) are loaded by every command.
    for onDemand in [
      "libxlsxwriter", "libcurl", "libmicrohttpd", "libzbar", "libgdk_pixbuf", "libmosquitto",
    ] {
      #expect(!resolved.contains(onDemand), "\(resolved)")
    }
    for line in needed.split(separator: "\n") where line.contains("NEEDED") {
      let library = String(line.split(separator: " ").last ?? "")
      // The file ldd resolves it to (`libc.so.6 => /lib/…`, or `/lib64/ld-linux…` alone),
      // then the package that owns that file once its links are followed.
      let path = try #require(
        resolved.split(separator: "\n").first { $0.contains(library) }?
          .split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("/") }.map(String.init),
        "\(library)")
      let (_, resolvedPath) = try Self.run("/usr/bin/realpath", [path])
      let real = resolvedPath.trimmingCharacters(in: .whitespacesAndNewlines)
      // With /usr merged, dpkg knows a library by the path it was packaged at: the one ldd
      // shows, or the real one, with or without /usr.
      let candidates = [path, real, String(real.trimmingPrefix("/usr"))]
      var owner = "no package owns \(path)"
      for candidate in candidates {
        let (found, line) = try Self.run("/usr/bin/dpkg", ["-S", candidate])
        if found == 0 {
          owner = line
          break
        }
      }
      let package = String(owner.prefix { $0 != ":" })
      #expect(depends.contains(package), "\(library) is in \(package), not in \(depends)")
    }
    for file in [
      "usr/share/doc/larder/copyright", "usr/share/doc/larder/changelog.gz",
      "usr/share/man/man1/larder.1.gz", "usr/share/man/man1/larder-consume.1.gz",
      "usr/share/man/man5/larder-import.5.gz",
      "usr/share/bash-completion/completions/larder", "usr/share/zsh/vendor-completions/_larder",
      "usr/share/fish/vendor_completions.d/larder.fish",
    ] {
      #expect(FileManager.default.fileExists(atPath: root + "/" + file), "\(file)")
    }
    let (manStatus, page) = try Self.run(
      "/usr/bin/man", ["--warnings", "-l", root + "/usr/share/man/man1/larder-consume.1.gz"],
      environment: ["LC_ALL": "C.UTF-8", "MANWIDTH": "80", "PATH": "/usr/bin:/bin"])
    #expect(manStatus == 0 && page.contains("larder-consume"), "\(page)")
    let (formatStatus, format) = try Self.run(
      "/usr/bin/man", ["--warnings", "-l", root + "/usr/share/man/man5/larder-import.5.gz"],
      environment: ["LC_ALL": "C.UTF-8", "MANWIDTH": "80", "PATH": "/usr/bin:/bin"])
    #expect(formatStatus == 0 && format.contains("PURCHASES"), "\(format)")
  }
}
