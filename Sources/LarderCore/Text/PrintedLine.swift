extension String {
  /// A line of text as a receipt prints it, ready to be a name: control characters (a
  /// printer's escape codes, a NUL, tabs) read as spaces, invisible characters removed
  /// (`withoutInvisibles`), runs of white space one space, and no space at either end. A
  /// name taken from it passes `TextField.check`'s rule on control characters.
  public var printedLine: String {
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in withoutInvisibles.unicodeScalars {
      let isSpace =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (scalar.value > 0x7E && scalar.properties.isWhitespace) || scalar == " "
      if isSpace {
        pendingSpace = !scalars.isEmpty
        continue
      }
      if pendingSpace { scalars.append(" ") }
      pendingSpace = false
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
