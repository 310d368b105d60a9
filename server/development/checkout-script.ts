/**
 * The test gateway's checkout.js. Like Razorpay's, it defines `window.Razorpay`; `open()` shows the
 * hosted checkout in a modal frame and reports success, failure or dismissal to the page's callbacks.
 */
export const TEST_CHECKOUT_SCRIPT = `(function () {
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (event, callback) { this.handlers[event] = callback; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var params = new URLSearchParams({ key_id: o.key, order_id: o.order_id, name: o.name || "", description: o.description || "", mode: "modal" });
    var dialog = document.createElement("dialog");
    dialog.setAttribute("aria-label", "Test payment checkout");
    dialog.style.cssText = "width:min(460px,96vw);height:min(660px,92vh);padding:0;border:0;border-radius:16px";
    var frame = document.createElement("iframe");
    frame.title = "Test payment checkout";
    frame.style.cssText = "width:100%;height:100%;border:0";
    frame.src = "/test-gateway/v1/checkout/embedded?" + params.toString();
    dialog.appendChild(frame);
    document.body.appendChild(dialog);
    dialog.showModal();
    function close() { window.removeEventListener("message", onMessage); dialog.close(); dialog.remove(); }
    function dismiss() { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
    function onMessage(event) {
      if (event.origin !== window.location.origin || !event.data || event.data.type !== "rzp-test") return;
      if (event.data.event === "success") { close(); if (o.handler) o.handler(event.data.response); }
      else if (event.data.event === "failed") { close(); if (self.handlers["payment.failed"]) self.handlers["payment.failed"]({ error: event.data.error }); }
      else dismiss();
    }
    window.addEventListener("message", onMessage);
    dialog.addEventListener("cancel", function (event) { event.preventDefault(); dismiss(); });
  };
  window.Razorpay = Razorpay;
})();`;
