/// The page script, `/static/app.js`. Every page works without it; it keeps the restock
/// list's ticks on this device (in `localStorage`, keyed by item id) and nothing else.
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
    });

    """
}
