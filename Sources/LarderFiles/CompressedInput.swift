import CZlib
import Foundation
import LarderErrors

/// A file read in chunks through zlib: a gzip file (`.gz`) decompressed as it is read,
/// any other file as it is. Reading holds one chunk at a time, whatever the file's size.
public final class CompressedInput {
  private let file: gzFile
  /// The file's path, for errors.
  public let path: String
  /// The size of the file on disk, in bytes.
  public let size: Int
  private var finished = false

  /// The size of a chunk, in bytes (after decompression).
  public static let chunkBytes = 1 << 18

  /// Opens the file at `path` for reading.
  ///
  /// - Throws: `CompressedInputError.cannotOpen` when it does not exist, is a folder, or
  ///   cannot be read.
  public init(path: String) throws(CompressedInputError) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR,
      let file = gzopen(path, "rb")
    else { throw .cannotOpen(path) }
    self.file = file
    self.path = path
    size = Int(info.st_size)
    gzbuffer(file, UInt32(CompressedInput.chunkBytes))
  }

  deinit { gzclose(file) }

  /// The next chunk of at most `chunkBytes` bytes, or nil at the end of the file.
  ///
  /// - Throws: `CompressedInputError.truncated` for a gzip file that ends before its
  ///   stream does, `.corrupt` for one whose data is broken (zlib's message).
  public func nextChunk() throws(CompressedInputError) -> [UInt8]? {
    guard !finished else { return nil }
    var chunk = [UInt8](repeating: 0, count: CompressedInput.chunkBytes)
    let count = chunk.withUnsafeMutableBytes { buffer in
      gzread(file, buffer.baseAddress, UInt32(buffer.count))
    }
    if count < 0 {
      var code: Int32 = 0
      let message = gzerror(file, &code).map { String(cString: $0) } ?? ""
      throw code == Z_BUF_ERROR ? .truncated(path) : .corrupt(path, reason: message)
    }
    if count == 0 {
      finished = true
      var code: Int32 = 0
      _ = gzerror(file, &code)
      if code == Z_BUF_ERROR { throw .truncated(path) }
      return nil
    }
    chunk.removeSubrange(Int(count)...)
    return chunk
  }

  /// How far through the file the reading is, from 0 to 1 (by compressed bytes).
  public var progress: Double {
    guard size > 0 else { return 1 }
    return min(1, Double(gzoffset(file)) / Double(size))
  }
}
