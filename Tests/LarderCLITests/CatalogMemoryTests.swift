import Foundation
import Testing

/// `larder products import` streams: its peak memory stays under 100 MiB for a catalog of
/// 300,000 products, compressed, whatever the file's size. This measures memory, not time.
@Suite(.tags(.slow)) struct CatalogMemoryTests {
  @Test func importing300000ProductsPeaksUnder100MiB() throws {
    let larder = try LarderBinary()
    let file = larder.path("products.jsonl.gz")
    let (status, output) = try LarderBinary.python([
      "-c",
      """
      import gzip, json, resource, subprocess, sys
      def check(body):
          total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
          return body + str((10 - total % 10) % 10)
      with gzip.open(sys.argv[2], 'wt', encoding='utf-8') as out:
          for i in range(300000):
              out.write(json.dumps({
                  'code': check('%012d' % (400000000000 + i)),
                  'product_name': 'Müsli Früchte %d' % i, 'product_name_ja': '明治ヨーグルト %d' % i,
                  'quantity': '%d g' % (100 + i % 900),
                  'categories_tags': ['en:dairies', 'en:yogurts'], 'brands': 'Brand %d' % (i % 50),
                  'ingredients_text': 'milk, sugar, ' * 20,
              }, ensure_ascii=False) + '\\n')
      subprocess.run([sys.argv[1], 'products', 'import', sys.argv[2], '--db', sys.argv[3]],
          check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
      print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """,
      LarderBinary.executable.path, file, larder.database,
    ])
    #expect(status == 0, "\(output)")
    let peak = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    #expect(peak > 0)
    #expect(peak < 100 * 1024, "peak RSS \(peak) KiB")
  }
}
