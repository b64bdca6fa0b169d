/// The page script, `/static/app.js`. Every page works without it; it keeps the restock
/// list's ticks on this device (in `localStorage`, keyed by item id) and, where the
/// browser has the Barcode Detection API and a camera, adds a live scan to the Add page's
/// barcode field, which fills the field and sends its form.
enum Script {
  static let text = """
    "use strict";
    document.addEventListener("DOMContentLoaded", function () {
      var boxes = document.querySelectorAll("input[data-keep]");
      var stored = {};
      try { stored = JSON.parse(localStorage.getItem("larder-restock") || "{}") || {}; } catch (e) {}
      boxes.forEach(function (box) {
        var key = box.getAttribute("data-keep");
        box.checked = stored[key] === true;
        box.addEventListener("change", function () {
          if (box.checked) { stored[key] = true; } else { delete stored[key]; }
          try { localStorage.setItem("larder-restock", JSON.stringify(stored)); } catch (e) {}
        });
      });
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
