/// The page script, `/static/app.js`. Every page works without it; it refreshes the
/// shopping list every 3 seconds (another member's tick shows without a reload) and, where the
/// browser has the Barcode Detection API and a camera, adds a live scan to the Add page's
/// barcode field, which fills the field and sends its form.
enum Script {
  static let text = """
    "use strict";
    document.addEventListener("DOMContentLoaded", function () {
      var list = document.getElementById("shopping-list");
      if (list && window.fetch && window.DOMParser) {
        var again = function () { setTimeout(refresh, 3000); };
        var refresh = function () {
          if (document.hidden) { again(); return; }
          fetch(list.getAttribute("data-refresh"), { credentials: "same-origin", cache: "no-store" })
            .then(function (response) { return response.ok ? response.text() : null; })
            .then(function (text) {
              var fresh = text && new DOMParser().parseFromString(text, "text/html")
                .getElementById("shopping-list");
              if (fresh && fresh.innerHTML !== list.innerHTML) { list.innerHTML = fresh.innerHTML; }
              again();
            }, again);
        };
        again();
      }
      var field = document.getElementById("field-barcode");
      if (field && field.form && "BarcodeDetector" in window && navigator.mediaDevices
          && navigator.mediaDevices.getUserMedia) {
        var form = field.form;
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = form.getAttribute("data-live") || "";
        form.querySelector("div").appendChild(button);
        button.addEventListener("click", function () {
          var detector;
          try { detector = new BarcodeDetector({ formats: ["ean_13", "ean_8", "upc_a"] }); }
          catch (e) { return; }
          navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } })
            .then(function (stream) {
              var video = document.createElement("video");
              video.setAttribute("playsinline", "");
              video.muted = true;
              video.srcObject = stream;
              video.className = "live-scan";
              form.appendChild(video);
              video.play();
              var look = function () {
                detector.detect(video).then(function (codes) {
                  if (codes.length === 0) { setTimeout(look, 250); return; }
                  stream.getTracks().forEach(function (track) { track.stop(); });
                  video.remove();
                  field.value = codes[0].rawValue;
                  form.submit();
                }, function () { setTimeout(look, 250); });
              };
              look();
            }, function () {});
        });
      }
    });

    """
}
