import Foundation
import LarderCommandLine

Interruption.prepare()
exit(
  Larder.main(Array(CommandLine.arguments.dropFirst()), environment: Larder.processEnvironment()))
