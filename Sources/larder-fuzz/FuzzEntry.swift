import Foundation
import LarderFuzzing

#if FUZZING
  // Built by `make fuzz` with -sanitize=fuzzer,address and -DFUZZING. SwiftPM links an
  // executable's entry point as `larder_fuzz_main`, which starts libFuzzer's driver; the
  // driver calls LLVMFuzzerTestOneInput with each input. $LARDER_FUZZ_TARGET picks the
  // target.

  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  nonisolated(unsafe) let target =
    FuzzTarget(rawValue: ProcessInfo.processInfo.environment["LARDER_FUZZ_TARGET"] ?? "")
    ?? .csvReader

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  @_cdecl("larder_fuzz_main")
  func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { fuzzOneInput($0, $1) }
  }
#else
  /// Without libFuzzer: replays the files named on the command line through a target.
  @main struct FuzzReplay {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        print("usage: larder-fuzz \(names) FILE...  (make fuzz runs libFuzzer)")
        exit(64)
      }
      for path in arguments.dropFirst() {
        target.run([UInt8](FileManager.default.contents(atPath: path) ?? Data()))
      }
    }
  }
#endif
