import Testing

extension Tag {
  /// A test that takes more than a few seconds (ten thousand lots, a generated household,
  /// random writes, the fuzz corpus): `make test-fast` leaves it out, `make test` runs it,
  /// as the command-line tests' tag of the same name (see `SlowTagTests`).
  @Tag static var slow: Self
}
