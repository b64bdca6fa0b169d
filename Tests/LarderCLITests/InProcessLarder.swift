@testable import LarderCommandLine

/// The command line run in the test's own process, as `larder` runs it, with its standard
/// streams captured: no process is started, so a test that checks what a command says
/// and its exit status costs a function call.
enum InProcessLarder {
  /// Runs `larder ARGS` with `environment`, reading relative paths from `directory`, with
  /// `stdin` as standard input (an empty one when nil) and nothing a terminal.
  static func run(
    _ arguments: [String], stdin: String?, environment: [String: String], directory: String
  ) -> LarderBinary.Result {
    let run = CapturedRun(arguments, stdin: stdin, environment: environment, directory: directory)
    return LarderBinary.Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
  }
}
