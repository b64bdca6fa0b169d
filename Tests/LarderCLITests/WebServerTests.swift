import Foundation
import Testing

/// `larder serve` over HTTP, driven by Python's http.client (Checkers/check_web_http.py):
/// every page and form, the errors, login, CSRF, sessions, headers and hostile names.
@Suite(.tags(.slow)) struct WebServerTests {
  @Test func everyPageAndFormBehavesOverHTTP() throws {
    let larder = try LarderBinary.samplesCopy()
    let (status, output) = try LarderBinary.python(
      [
        LarderBinary.checker("check_web_http.py"), LarderBinary.executable.path,
        larder.database,
      ]
        // The names with control characters, which no way in accepts, are the checker's
        // refused forms.
        + InjectionTests.names.filter { LarderBinary.importable([$0]) == [$0] })
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }

  @Test func aPhotoUploadedAsMultipartIsDecodedAndBounded() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_web_photo.py"), LarderBinary.executable.path,
      larder.database,
      LarderBinary.root.appendingPathComponent("Tests/Fixtures/make_barcode_photo.py").path,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }

  @Test func aFutureAsOfDayNeverDatesAWriteAfterTheRealToday() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_web_future_day.py"), LarderBinary.executable.path,
      larder.database,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}

/// `larder serve` in Chromium (Checkers/check_web_browser.py): logging in, adding with
/// the keyboard only, consuming, searching, the Spending charts, a Stock row's action
/// without leaving the page and a receipt's review; then every page in the four languages
/// at 390×844, 360×800 and 1280×800, measured (rows of 72 px at most on Stock, two rows of
/// navigation, 44 px controls with centred labels, 16 px text, no word broken, no sideways
/// scrolling) and checked by axe-core, light and dark. Screenshots at 390 px go to
/// docs/web/ (shown in docs/web.md), all of them to .build/web-screenshots.
@Suite(.tags(.slow)) struct WebBrowserTests {
  @Test func thePagesWorkInChromiumOnAPhoneAndADesktop() throws {
    let larder = try LarderBinary.samplesCopy()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_web_browser.py"), LarderBinary.executable.path,
      larder.database, LarderBinary.root.appendingPathComponent(".build/web-screenshots").path,
      LarderBinary.root.appendingPathComponent("docs/web").path,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}

/// The household together (Checkers/check_web_shared_list.py): two members in two
/// Chromium sessions, one seeing the other's tick within 5 seconds; one phone offline
/// (DevTools network emulation) ticking two lines and adding a purchase, whose three
/// changes reach the database once each, attributed to her, and whose refused tick is
/// shown with its reason; a POST replayed with one idempotency key applied once; two
/// members ticking one line at the same moment recording one purchase. Screenshots in
/// .build/web-screenshots, for the docs.
@Suite(.tags(.slow)) struct WebSharedListTests {
  @Test func twoMembersShareTheListOnlineAndOffline() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_web_shared_list.py"), LarderBinary.executable.path,
      larder.database, LarderBinary.root.appendingPathComponent(".build/web-screenshots").path,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}

/// `larder serve` under malformed, oversized and slow requests and 1,000 requests from 32
/// connections (Checkers/check_web_robustness.py); the database passes integrity_check.
@Suite(.tags(.slow)) struct WebRobustnessTests {
  @Test func theServerStaysUpAndTheDatabaseWhole() throws {
    let larder = try LarderBinary.samplesCopy()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_web_robustness.py"), LarderBinary.executable.path,
      larder.database,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}

/// `larder serve --tls-cert --tls-key` (Checkers/check_web_tls.py): a self-signed
/// certificate made by openssl, pages over HTTPS verified against it, a Secure session
/// cookie, and one-line errors for a missing (66) or refused (65) certificate or key.
@Suite(.tags(.slow)) struct WebTLSTests {
  @Test func pagesLoadOverHTTPSAndBadCertificatesAreClearErrors() throws {
    let larder = try LarderBinary.samplesCopy()
    let work = URL(fileURLWithPath: larder.database).deletingLastPathComponent()
      .appendingPathComponent("tls")
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_web_tls.py"), LarderBinary.executable.path,
      larder.database, work.path,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}
