import Foundation

exit(
  Larder.main(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
