import Foundation
import Testing

/// The streamed sheets keep memory flat: peak RSS of an XLSX export barely moves when the
/// household grows tenfold. This measures memory, not time.
@Suite(.tags(.slow)) struct ExportMemoryTests {
  /// A purchases file of `count` lots of 50 items over two years, all expiring in 2030.
  func purchases(_ count: Int) -> String {
    var text = "date,item,quantity,price,category,store,expires,note\n"
    for index in 0..<count {
      let month = index % 24
      text +=
        "\(2024 + month / 12)-\(String(format: "%02d", month % 12 + 1))-\(String(format: "%02d", index % 28 + 1)),"
        + "Item \(index % 50),\(index % 5 + 1),\(index % 9 + 1).\(String(format: "%02d", index % 100)),"
        + "category \(index % 7),Store \(index % 4),2030-01-01,note \(index)\n"
    }
    return text
  }

  /// Peak resident memory in KiB of `larder ARGS`, measured by a Python parent process.
  func peakKiB(_ larder: LarderBinary, _ arguments: [String]) throws -> Int {
    let (status, output) = try LarderBinary.python(
      [
        "-c",
        """
        import resource, subprocess, sys
        subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """,
        LarderBinary.executable.path,
      ] + arguments + ["--db", larder.database])
    #expect(status == 0, "\(output)")
    return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @Test func peakMemoryOfAnXLSXExportStaysFlatAsLotsGrowTenfold() throws {
    var peaks: [Int] = []
    for count in [4_000, 40_000] {
      let larder = try LarderBinary()
      let file = try larder.write("purchases.csv", purchases(count))
      #expect(try larder.run(["import", file]).status == 0)
      peaks.append(
        try peakKiB(
          larder, ["export", "--output", larder.path("out.xlsx"), "--as-of", "2026-01-01"]))
    }
    // Held in memory, 36,000 more rows of 14 cells would take tens of MiB.
    #expect(peaks[0] > 0)
    #expect(peaks[1] - peaks[0] < 8 * 1024, "peak RSS \(peaks[0]) KiB, then \(peaks[1]) KiB")
  }
}
