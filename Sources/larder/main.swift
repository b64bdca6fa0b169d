import Foundation
import LarderCommandLine

Interruption.install()
exit(
  Larder.main(Array(CommandLine.arguments.dropFirst()), environment: Larder.processEnvironment()))
