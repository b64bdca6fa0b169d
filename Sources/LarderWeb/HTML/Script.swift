/// The page script, `/static/app.js`. Every page works without it. It
/// - refreshes the shopping list every 3 seconds (another member's tick shows without a
///   reload);
/// - registers the service worker (`ServiceWorker`) and gives every form that writes an
///   idempotency key when it is sent (field `idempotency`), so that a form sent twice is
///   applied once;
/// - offline (as the browser tells: `navigator.onLine`), keeps a tick, add, consume or
///   discard sent in a queue on the device (`localStorage`) instead, says
///   what waits and that the page may be old (the body's `data-offline`), and sends the
///   queue, in order, when the network is back; what the server refuses is shown with
///   its reason until dismissed, never dropped;
/// - sends a Stock row's quick action (`form.quick`) without leaving the page: the row is
///   redrawn from the page the server answers with, and its message shown in `#toast`;
/// - where the browser has the Barcode Detection API and a camera, adds a live scan to the
///   Add page's barcode field, which fills the field and sends its form.
enum Script {
  static let text = """
    "use strict";
    var QUEUE = "larder-queue", REFUSED = "larder-refused";
    function stored(name) {
      try { return JSON.parse(localStorage.getItem(name) || "[]"); } catch (e) { return []; }
    }
    function keep(name, entries) { localStorage.setItem(name, JSON.stringify(entries)); }
    function newKey() {
      if (window.crypto && crypto.randomUUID) { return crypto.randomUUID(); }
      var bytes = new Uint8Array(16);
      crypto.getRandomValues(bytes);
      return Array.prototype.map.call(bytes, function (b) {
        return (b + 256).toString(16).slice(1);
      }).join("");
    }
    function writes(form) {
      var path = new URL(form.action, location.href).pathname;
      return form.method.toLowerCase() === "post" && path !== "/login" && path !== "/logout";
    }
    // What may wait offline: the forms whose refusals the server answers 422 with the
    // reason (ticks and the list's other forms, adds, consumes and discards, cooking and
    // the plan's forms), not a photo.
    function queueable(form) {
      var path = new URL(form.action, location.href).pathname;
      return form.enctype !== "multipart/form-data"
        && (/^[/]shopping[/]/.test(path) || path === "/add"
          || /^[/]items[/][^/]+[/](consume|discard)$/.test(path)
          || /^[/]recipes[/][^/]+[/](cook|plan)$/.test(path) || path === "/plan/remove");
    }
    function showQueue() {
      var box = document.getElementById("queue-status");
      if (!box) { return; }
      var data = document.body.dataset;
      box.textContent = "";
      if (!navigator.onLine) {
        var offline = document.createElement("p");
        offline.className = "offline";
        offline.textContent = data.offline || "";
        box.appendChild(offline);
      }
      var waiting = stored(QUEUE);
      if (waiting.length) {
        var title = document.createElement("p");
        title.textContent = data.waiting || "";
        var list = document.createElement("ul");
        waiting.forEach(function (entry) {
          var item = document.createElement("li");
          item.textContent = entry.label;
          list.appendChild(item);
        });
        box.appendChild(title);
        box.appendChild(list);
      }
      var refused = stored(REFUSED);
      if (refused.length) {
        var heading = document.createElement("p");
        heading.className = "error";
        heading.setAttribute("role", "alert");
        heading.textContent = data.refused || "";
        var reasons = document.createElement("ul");
        reasons.className = "refused";
        refused.forEach(function (entry) {
          var item = document.createElement("li");
          item.textContent = entry.label + ": " + entry.reason;
          reasons.appendChild(item);
        });
        var dismiss = document.createElement("button");
        dismiss.type = "button";
        dismiss.textContent = data.dismiss || "";
        dismiss.addEventListener("click", function () { keep(REFUSED, []); showQueue(); });
        box.appendChild(heading);
        box.appendChild(reasons);
        box.appendChild(dismiss);
      }
    }
    var sending = false;
    function send() {
      var waiting = stored(QUEUE);
      if (sending || !waiting.length || !navigator.onLine) { return; }
      sending = true;
      var entry = waiting[0];
      var done = function () {
        keep(QUEUE, stored(QUEUE).filter(function (other) { return other.key !== entry.key; }));
        sending = false;
        showQueue();
        send();
      };
      fetch(entry.action, {
        method: "POST", credentials: "same-origin", body: entry.body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" }
      }).then(function (response) {
        if (response.status === 503) { sending = false; setTimeout(send, 5000); return; }
        return response.text().then(function (text) {
          if (!response.ok) {
            var page = new DOMParser().parseFromString(text, "text/html");
            var alert = page.querySelector("main [role=alert]");
            var refused = stored(REFUSED);
            refused.push({ label: entry.label,
              reason: alert ? alert.textContent.trim() : String(response.status) });
            keep(REFUSED, refused);
          }
          done();
        });
      }).catch(function () { sending = false; setTimeout(send, 3000); });
    }
    // A row's quick action, sent in the background: the answer is the page the form comes
    // back to, whose row replaces this one (focus on its button), or whose list replaces
    // this one when the item is gone from it; its message is shown. An answer from another
    // page (the login page, once the session has ended) or a failure sends the form as a
    // page would.
    function sendQuick(form) {
      var row = form.closest("li[id]");
      var button = form.querySelector("button");
      var back = form.elements.namedItem("back");
      if (button) { button.disabled = true; }
      fetch(form.action, {
        method: "POST", credentials: "same-origin",
        body: new URLSearchParams(new FormData(form)).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" }
      }).then(function (response) {
        var url = new URL(response.url);
        if (back && response.ok && url.pathname + url.search !== back.value) {
          form.submit();
          return;
        }
        return response.text().then(function (text) {
          var page = new DOMParser().parseFromString(text, "text/html");
          var message = page.querySelector("main .flash, main [role=alert]");
          var fresh = response.ok && page.getElementById(row.id);
          if (fresh) {
            fresh = document.importNode(fresh, true);
            row.replaceWith(fresh);
            var again = fresh.querySelector("button");
            if (again) { again.focus(); }
          } else if (response.ok && page.querySelector("main")) {
            document.querySelector("main").replaceWith(
              document.importNode(page.querySelector("main"), true));
          } else if (button) {
            button.disabled = false;
          }
          var toast = document.getElementById("toast");
          if (toast) {
            toast.textContent = message ? message.textContent.trim() : "";
            clearTimeout(sendQuick.timer);
            sendQuick.timer = setTimeout(function () { toast.textContent = ""; }, 5000);
          }
        });
      }).catch(function () { form.submit(); });
    }
    function queueForm(form) {
      var button = form.querySelector("button[type=submit], button:not([type])");
      var name = form.elements.namedItem("name");
      var label = (button ? button.textContent.trim() : "")
        + (name && name.value ? " — " + name.value : "");
      var waiting = stored(QUEUE);
      waiting.push({ action: form.action, body: new URLSearchParams(new FormData(form)).toString(),
        key: form.elements.namedItem("idempotency").value, label: label });
      keep(QUEUE, waiting);
      form.reset();
      form.elements.namedItem("idempotency").value = newKey();
      showQueue();
      var box = document.getElementById("queue-status");
      if (box && box.scrollIntoView) { box.scrollIntoView({ block: "nearest" }); }
    }
    document.addEventListener("DOMContentLoaded", function () {
      if ("serviceWorker" in navigator) {
        navigator.serviceWorker.register("/sw.js").catch(function () {});
      }
      // On the document, so that the forms of a refreshed list are seen too.
      document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!writes(form)) { return; }
        if (!form.elements.namedItem("idempotency")) {
          var key = document.createElement("input");
          key.type = "hidden";
          key.name = "idempotency";
          key.value = newKey();
          form.appendChild(key);
        }
        if (navigator.onLine && form.classList.contains("quick") && window.fetch
            && window.DOMParser && form.closest("li[id]")) {
          event.preventDefault();
          sendQuick(form);
          return;
        }
        if (navigator.onLine || !window.localStorage || !queueable(form)) { return; }
        event.preventDefault();
        queueForm(form);
      });
      // A page brought back by the Back button is a new form: a new key, so that what is
      // sent from it is not taken for what was sent before.
      window.addEventListener("pageshow", function (event) {
        if (!event.persisted) { return; }
        Array.prototype.forEach.call(document.querySelectorAll("input[name=idempotency]"),
          function (input) { input.value = newKey(); });
      });
      window.addEventListener("online", function () { showQueue(); send(); });
      window.addEventListener("offline", showQueue);
      setInterval(send, 3000);
      showQueue();
      // A second after the page opens, once the browser knows whether it is online.
      setTimeout(send, 1000);
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
