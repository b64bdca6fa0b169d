import Foundation
import Testing

@testable import LarderStore

/// One transaction API: a body commits or rolls back as it says, a throw rolls back, and
/// a transaction inside another is a savepoint.
@Suite struct TransactionTests {
  func connection() throws -> Connection {
    let db = try Connection(path: ":memory:")
    try db.execute("CREATE TABLE t (x INTEGER)")
    return db
  }

  func count(_ db: Connection) throws -> Int64 {
    try db.firstRow("SELECT count(*) FROM t LIMIT 1") { $0.int64(0) } ?? -1
  }

  @Test func aBodyThatCommitsKeepsItsWrites() throws {
    let db = try connection()
    try db.transaction { try db.run("INSERT INTO t VALUES (1)") }
    #expect(try count(db) == 1)
  }

  @Test func aDryRunRollsBack() throws {
    let db = try connection()
    let value = try db.transaction { () throws -> (Int, Connection.TransactionEnd) in
      try db.run("INSERT INTO t VALUES (1)")
      return (7, .rollback)
    }
    #expect(value == 7)
    #expect(try count(db) == 0)
  }

  @Test func aThrowRollsBackAndRethrows() throws {
    let db = try connection()
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      try db.transaction {
        try db.run("INSERT INTO t VALUES (1)")
        throw Refused()
      }
    }
    #expect(try count(db) == 0)
  }

  @Test func anInnerRollbackUndoesOnlyTheInnerWrites() throws {
    let db = try connection()
    try db.transaction {
      try db.run("INSERT INTO t VALUES (1)")
      try db.transaction { () throws -> ((), Connection.TransactionEnd) in
        try db.run("INSERT INTO t VALUES (2)")
        return ((), .rollback)
      }
      try db.transaction { try db.run("INSERT INTO t VALUES (3)") }
    }
    #expect(try db.rows("SELECT x FROM t ORDER BY x") { $0.int64(0) } == [1, 3])
  }

  @Test func anOuterRollbackUndoesTheInnerCommit() throws {
    let db = try connection()
    try db.transaction { () throws -> ((), Connection.TransactionEnd) in
      try db.transaction { try db.run("INSERT INTO t VALUES (1)") }
      return ((), .rollback)
    }
    #expect(try count(db) == 0)
  }
}
