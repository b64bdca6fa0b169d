// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Larder",
  products: [
    .executable(name: "larder", targets: ["larder"]),
    .library(name: "LarderCore", targets: ["LarderCore"]),
    .library(name: "LarderStore", targets: ["LarderStore"]),
    .library(name: "LarderErrors", targets: ["LarderErrors"]),
    .library(name: "LarderLanguage", targets: ["LarderLanguage"]),
    .library(name: "LarderFiles", targets: ["LarderFiles"]),
    .library(name: "LarderReports", targets: ["LarderReports"]),
    .library(name: "LarderMail", targets: ["LarderMail"]),
    .library(name: "LarderScan", targets: ["LarderScan"]),
  ],
  targets: [
    // libxlsxwriter, libcurl, libmicrohttpd and libzbar are not linked but loaded by the
    // commands that use them (LarderLoading): their targets give the headers only, with no
    // pkg-config file (which would link them); gdk-pixbuf, Tesseract, poppler-glib, GMime
    // and libxml2 need no header at all.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CXlsxWriter",
      providers: [.apt(["libxlsxwriter-dev"])]
    ),
    .systemLibrary(
      name: "CCurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    .systemLibrary(
      name: "CMicroHTTPD",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),
    .systemLibrary(
      name: "CSodium",
      pkgConfig: "libsodium",
      providers: [.apt(["libsodium-dev"])]
    ),
    .systemLibrary(
      name: "CZbar",
      providers: [.apt(["libzbar-dev"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .systemLibrary(
      name: "CcJSON",
      pkgConfig: "libcjson",
      providers: [.apt(["libcjson-dev"])]
    ),
    .target(name: "LarderCore", dependencies: ["CcJSON"]),
    // Every error and refusal as a value, beneath the modules that throw them and the
    // language module that words them; it links no C library.
    .target(name: "LarderErrors", dependencies: ["LarderCore"]),
    .target(name: "LarderLanguage", dependencies: ["LarderCore", "LarderErrors"]),
    .target(
      name: "LarderStore", dependencies: ["LarderCore", "LarderErrors", "CSQLite", "CSodium"]),
    .target(name: "LarderFiles", dependencies: ["LarderCore", "LarderErrors", "CZlib"]),
    .target(
      name: "LarderScan",
      dependencies: ["LarderCore", "LarderErrors", "LarderLoading", "LarderMail", "CZbar"]),
    .target(name: "LarderLoading", dependencies: ["LarderErrors"]),
    .target(
      name: "LarderMail", dependencies: ["LarderCore", "LarderErrors", "LarderLoading", "CCurl"]),
    .target(
      name: "LarderReports",
      dependencies: [
        "LarderCore", "LarderErrors", "LarderLanguage", "LarderFiles", "LarderLoading",
        "CXlsxWriter",
      ]),
    .target(
      name: "LarderWeb",
      dependencies: [
        "LarderCore", "LarderErrors", "LarderStore", "LarderLanguage", "LarderFiles",
        "LarderReports", "LarderScan", "LarderMail", "LarderLoading", "CMicroHTTPD", "CSodium",
      ]
    ),
    .target(
      name: "LarderFuzzing",
      dependencies: [
        "LarderCore", "LarderStore", "LarderLanguage", "LarderFiles", "LarderReports", "LarderScan",
        "LarderMail",
      ]),
    .executableTarget(name: "larder-fuzz", dependencies: ["LarderFuzzing"]),
    .target(
      name: "LarderCommandLine",
      dependencies: [
        "LarderCore", "LarderStore", "LarderLanguage", "LarderFiles", "LarderReports", "LarderMail",
        "LarderScan", "LarderWeb", "LarderLoading",
      ]
    ),
    .executableTarget(name: "larder", dependencies: ["LarderCommandLine"]),
    .testTarget(name: "LarderCoreTests", dependencies: ["LarderCore"]),
    .testTarget(
      name: "LarderStoreTests",
      dependencies: [
        "LarderStore", "LarderCore", "LarderLanguage", "LarderFiles", "LarderReports",
        "LarderFuzzing",
      ]
    ),
    .testTarget(
      name: "LarderReportsTests",
      dependencies: ["LarderReports", "LarderLanguage", "LarderFiles", "LarderCore"]),
    .testTarget(
      name: "LarderLanguageTests",
      dependencies: [
        "LarderLanguage", "LarderCore", "LarderStore", "LarderFiles", "LarderMail", "LarderReports",
        "LarderScan", "LarderWeb", "LarderLoading",
      ]),
    .testTarget(name: "LarderFilesTests", dependencies: ["LarderFiles", "LarderCore"]),
    .testTarget(name: "LarderMailTests", dependencies: ["LarderMail"]),
    .testTarget(name: "LarderScanTests", dependencies: ["LarderScan", "LarderCore"]),
    .testTarget(
      name: "LarderWebTests",
      dependencies: [
        "LarderWeb", "LarderLanguage", "LarderCore", "LarderStore", "LarderErrors",
        "LarderCommandLine",
      ]),
    .testTarget(
      name: "LarderCommandLineTests",
      dependencies: ["LarderCommandLine", "LarderLanguage", "LarderCore", "LarderStore"]
    ),
    // The CLI tests run the command line in-process, and .build/debug/larder where a
    // process matters; depending on the executable makes `swift build --build-tests`
    // rebuild it, so a stale binary is never tested.
    .testTarget(
      name: "LarderCLITests",
      dependencies: ["LarderCore", "LarderCommandLine", "larder"],
      exclude: ["Checkers"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
