// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Larder",
  products: [
    .executable(name: "larder", targets: ["larder"]),
    .library(name: "LarderCore", targets: ["LarderCore"]),
    .library(name: "LarderStore", targets: ["LarderStore"]),
    .library(name: "LarderReports", targets: ["LarderReports"]),
  ],
  targets: [
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CXlsxWriter",
      pkgConfig: "xlsxwriter",
      providers: [.apt(["libxlsxwriter-dev"])]
    ),
    .target(name: "LarderCore"),
    .target(name: "LarderStore", dependencies: ["LarderCore", "CSQLite"]),
    .target(name: "LarderReports", dependencies: ["LarderCore", "CXlsxWriter"]),
    .executableTarget(
      name: "larder",
      dependencies: ["LarderCore", "LarderStore", "LarderReports"]
    ),
    .testTarget(name: "LarderCoreTests", dependencies: ["LarderCore"]),
    .testTarget(name: "LarderStoreTests", dependencies: ["LarderStore"]),
    .testTarget(
      name: "LarderCLITests",
      dependencies: ["LarderCore"],
      exclude: ["Checkers"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
