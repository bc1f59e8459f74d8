/**
 * The stand-in of https://checkout.razorpay.com/v1/checkout.js the sandbox serves at
 * `/razorpay/v1/checkout.js`: `new Razorpay(options).open()` / `.on("payment.failed", cb)` / `.close()`.
 *
 * `open()` builds a modal dialog with DOM calls only: no inline script or style attributes, styles set
 * through `element.style` (CSSOM, which a strict Content-Security-Policy allows). Its buttons post to
 * `<sandbox>/razorpay/test/orders/:order_id/pay`, the sandbox root being taken from the script's own URL,
 * so it works both mounted in the shop and on the standalone sandbox's port.
 *
 * Kept as plain ES2017 text (not compiled) so what the browser runs is exactly what is reviewed here.
 */
export const CHECKOUT_JS = String.raw`(function () {
  "use strict";
  if (window.Razorpay && window.Razorpay.sandbox) return;

  var SCRIPT_PATH = /\/razorpay\/v1\/checkout\.js(?:[?#].*)?$/;
  var scriptSrc = (document.currentScript && document.currentScript.src) || findScriptSrc();
  var ROOT = scriptSrc.replace(SCRIPT_PATH, "");
  var METHODS = [
    ["card", "Card", "Test card 4111 1111 1111 1111, any future expiry"],
    ["upi", "UPI", "Test UPI id success@razorpay"],
    ["netbanking", "Netbanking", "Test bank: HDFC Bank"]
  ];
  var FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
  var openCount = 0;

  function findScriptSrc() {
    var scripts = document.getElementsByTagName("script");
    for (var i = scripts.length - 1; i >= 0; i--) {
      if (SCRIPT_PATH.test(scripts[i].src)) return scripts[i].src;
    }
    return "";
  }

  function formatAmount(amount, currency) {
    var code = String(currency || "INR").toUpperCase();
    var major = Number(amount || 0) / 100;
    if (code === "INR") {
      var paise = Number(amount) % 100 !== 0;
      return "Rs " + new Intl.NumberFormat("en-IN", {
        minimumFractionDigits: paise ? 2 : 0,
        maximumFractionDigits: 2
      }).format(major);
    }
    try {
      return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(major);
    } catch (e) {
      return code + " " + major.toFixed(2);
    }
  }

  /** Creates an element with CSSOM styles, properties and children. */
  function el(tag, styles, props, children) {
    var node = document.createElement(tag);
    var key;
    for (key in styles || {}) node.style[key] = styles[key];
    for (key in props || {}) {
      if (key.indexOf("aria-") === 0 || key === "role") node.setAttribute(key, props[key]);
      else node[key] = props[key];
    }
    (children || []).forEach(function (child) {
      if (child) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function button(label, kind, color) {
    var primary = kind === "primary";
    var danger = kind === "danger";
    return el("button", {
      font: "600 15px/1.2 " + FONT,
      minHeight: "46px",
      padding: "10px 14px",
      borderRadius: "8px",
      cursor: "pointer",
      width: "100%",
      border: primary ? "1px solid " + color : danger ? "1px solid #f0b4ae" : "1px solid #cfd6df",
      background: primary ? color : "#fff",
      color: primary ? "#fff" : danger ? "#b42318" : "#303846"
    }, { type: "button", textContent: label });
  }

  function postForm(url, fields) {
    var form = el("form", { display: "none" }, { method: "POST", action: url });
    Object.keys(fields).forEach(function (name) {
      form.appendChild(el("input", null, { type: "hidden", name: name, value: fields[name] }));
    });
    document.body.appendChild(form);
    form.submit();
  }

  function later(fn) {
    setTimeout(function () {
      try { fn(); } catch (error) { console.error(error); }
    }, 0);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== "object") throw new Error("Razorpay: options are required");
    if (!options.key) throw new Error("Razorpay: the key option is required");
    this.options = options;
    this.listeners = {};
    this.dialog = null;
  }
  Razorpay.sandbox = true;

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this.dialog) return this;
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    var color = (o.theme && o.theme.color) || "#1a56db";
    var titleId = "rzp-sandbox-title-" + (++openCount);
    var method = "card";

    var backdrop = el("div", {
      position: "fixed", inset: "0", zIndex: "2147483000", background: "rgba(15, 23, 42, 0.62)",
      display: "flex", alignItems: "center", justifyContent: "center", padding: "16px",
      overflowY: "auto", fontFamily: FONT
    });
    var testBadge = el("span", {
      display: "inline-block", background: "#ffd44d", color: "#3b2a00", font: "700 11px/1.4 " + FONT,
      letterSpacing: "0.08em", padding: "2px 8px", borderRadius: "4px"
    }, { textContent: "TEST MODE" });
    var header = el("div", { background: color, color: "#fff", padding: "18px 20px 20px" }, null, [
      el("div", { display: "flex", justifyContent: "space-between", alignItems: "center", gap: "8px" }, null, [
        testBadge,
        el("span", { font: "500 12px/1.4 " + FONT, opacity: "0.9" }, { textContent: "Razorpay sandbox" })
      ]),
      el("h2", { margin: "14px 0 2px", font: "700 19px/1.3 " + FONT }, { id: titleId, textContent: o.name || "Checkout" }),
      o.description ? el("p", { margin: "0", font: "400 14px/1.4 " + FONT, opacity: "0.92" }, { textContent: o.description }) : null,
      el("p", { margin: "12px 0 0", font: "700 28px/1.2 " + FONT, letterSpacing: "-0.01em" }, {
        textContent: formatAmount(o.amount, o.currency)
      })
    ]);

    var buyer = [prefill.email, prefill.contact].filter(Boolean).join(" · ");
    var hint = el("p", { margin: "8px 0 0", font: "400 13px/1.4 " + FONT, color: "#5f6b7a" });
    var legend = el("legend", { font: "600 14px/1.4 " + FONT, color: "#1f2937", padding: "0", marginBottom: "8px" }, {
      textContent: "Pay with"
    });
    var fieldset = el("fieldset", { border: "0", margin: "0", padding: "0", minWidth: "0" }, null, [legend]);
    var radios = METHODS.map(function (entry, index) {
      var input = el("input", { accentColor: color, width: "18px", height: "18px", margin: "0" }, {
        type: "radio", name: titleId + "-method", value: entry[0], checked: index === 0
      });
      input.addEventListener("change", function () {
        method = entry[0];
        hint.textContent = entry[2];
      });
      fieldset.appendChild(el("label", {
        display: "flex", alignItems: "center", gap: "10px", padding: "11px 12px", marginTop: index ? "8px" : "0",
        border: "1px solid #d5dbe3", borderRadius: "8px", cursor: "pointer", font: "500 15px/1.3 " + FONT,
        color: "#111827"
      }, null, [input, entry[1]]));
      return input;
    });
    hint.textContent = METHODS[0][2];

    var status = el("p", { margin: "12px 0 0", minHeight: "20px", font: "500 13px/1.4 " + FONT, color: "#b42318" }, {
      role: "status", "aria-live": "polite"
    });
    var payButton = button("Pay now", "primary", color);
    var failButton = button("Fail payment", "danger", color);
    var cancelButton = button("Cancel", "plain", color);
    var buttons = [payButton, failButton, cancelButton];

    var body = el("div", { padding: "18px 20px 20px" }, null, [
      buyer ? el("p", { margin: "0 0 14px", font: "400 13px/1.4 " + FONT, color: "#5f6b7a" }, { textContent: "Paying as " + buyer }) : null,
      fieldset,
      hint,
      status,
      el("div", { display: "grid", gap: "10px", marginTop: "8px" }, null, [
        payButton,
        el("div", { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "10px" }, null, [failButton, cancelButton])
      ]),
      el("p", { margin: "14px 0 0", textAlign: "center", font: "400 12px/1.4 " + FONT, color: "#6b7280" }, {
        textContent: "Sandbox checkout: no real money moves."
      })
    ]);

    var dialog = el("div", {
      background: "#fff", width: "100%", maxWidth: "380px", borderRadius: "14px", overflow: "hidden",
      boxShadow: "0 24px 60px rgba(0, 0, 0, 0.35)", margin: "auto", textAlign: "left"
    }, { role: "dialog", "aria-modal": "true", "aria-labelledby": titleId }, [header, body]);
    backdrop.appendChild(dialog);

    function setBusy(busy, message) {
      buttons.concat(radios).forEach(function (node) { node.disabled = busy; });
      payButton.style.opacity = busy ? "0.7" : "1";
      status.style.color = busy ? "#374151" : "#b42318";
      status.textContent = message || "";
    }

    function press(outcome) {
      if (!o.order_id) {
        status.textContent = "This sandbox needs an order_id: create the order first.";
        return;
      }
      setBusy(true, outcome === "success" ? "Processing payment…" : "Failing payment…");
      fetch(ROOT + "/razorpay/test/orders/" + encodeURIComponent(o.order_id) + "/pay", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          outcome: outcome, method: method, key: o.key, email: prefill.email, contact: prefill.contact
        })
      }).then(function (response) {
        return response.json().catch(function () {
          return { error: { code: "SERVER_ERROR", description: "The sandbox answered " + response.status } };
        });
      }).then(function (data) {
        if (data && data.razorpay_payment_id) {
          self.close();
          later(function () { self._succeeded(data); });
        } else {
          self.close();
          later(function () { self._failed(data && data.error ? data : { error: { description: "Payment failed" } }); });
        }
      }, function () {
        setBusy(false, "Could not reach the payment sandbox. Please try again.");
      });
    }

    payButton.addEventListener("click", function () { press("success"); });
    failButton.addEventListener("click", function () { press("fail"); });
    cancelButton.addEventListener("click", function () { self._dismiss(); });
    backdrop.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && !cancelButton.disabled) {
        event.preventDefault();
        self._dismiss();
      } else if (event.key === "Tab") {
        var stops = [radios.filter(function (r) { return r.checked; })[0] || radios[0]].concat(buttons)
          .filter(function (node) { return !node.disabled; });
        if (!stops.length) return event.preventDefault();
        var first = stops[0];
        var last = stops[stops.length - 1];
        var inside = dialog.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    });

    this.previousFocus = document.activeElement;
    this.previousOverflow = document.body.style.overflow;
    this.inerted = Array.prototype.filter.call(document.body.children, function (node) {
      return node !== backdrop && !node.hasAttribute("inert") && node.tagName !== "SCRIPT";
    });
    this.inerted.forEach(function (node) { node.setAttribute("inert", ""); });
    document.body.style.overflow = "hidden";
    document.body.appendChild(backdrop);
    this.dialog = backdrop;
    radios[0].focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.dialog) return;
    this.dialog.remove();
    this.dialog = null;
    this.inerted.forEach(function (node) { node.removeAttribute("inert"); });
    document.body.style.overflow = this.previousOverflow || "";
    if (this.previousFocus && this.previousFocus.focus && document.contains(this.previousFocus)) {
      this.previousFocus.focus();
    }
  };

  Razorpay.prototype._dismiss = function () {
    var modal = this.options.modal || {};
    this.close();
    if (typeof modal.ondismiss === "function") later(function () { modal.ondismiss(); });
  };

  Razorpay.prototype._succeeded = function (response) {
    var o = this.options;
    if (typeof o.handler === "function") return o.handler(response);
    if (o.callback_url) postForm(o.callback_url, response);
  };

  Razorpay.prototype._failed = function (response) {
    var listeners = this.listeners["payment.failed"] || [];
    listeners.forEach(function (callback) { callback(response); });
    var o = this.options;
    if (!listeners.length && o.callback_url) {
      var error = response.error || {};
      postForm(o.callback_url, {
        "error[code]": error.code || "",
        "error[description]": error.description || "",
        "error[source]": error.source || "",
        "error[step]": error.step || "",
        "error[reason]": error.reason || "",
        "error[metadata]": JSON.stringify(error.metadata || {})
      });
    }
  };

  window.Razorpay = Razorpay;
})();
`;
