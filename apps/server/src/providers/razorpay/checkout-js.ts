/*
 * The simulator's checkout.js: the same `window.Razorpay` interface as https://checkout.razorpay.com/v1/checkout.js
 * (new Razorpay(options).open(), .on('payment.failed', fn), .close(); options key, amount, currency, name,
 * description, image, order_id, handler, prefill, notes, theme.color, modal.ondismiss/escape/confirm_close),
 * drawing its modal with DOM calls only: no inline script or handler, so it runs under the shop's CSP.
 * It talks to the simulator it was loaded from (the script's own URL), never to the shop's API.
 *
 * Browser tests drive it by accessible names: 'UPI' | 'Card' | 'Netbanking', then 'Pay Now' | 'Fail' | 'Back';
 * after a failure 'Retry'; 'Cancel' (or Escape) closes it and calls modal.ondismiss.
 */
export const CHECKOUT_JS = String.raw`(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.isSimulator) return;

  var script = document.currentScript || (function () {
    var all = document.querySelectorAll('script[src*="checkout.js"]');
    return all[all.length - 1];
  })();
  var base = script && script.src ? script.src.replace(/\/(v1\/)?checkout\.js(\?.*)?$/, '') : '';
  var METHODS = [['upi', 'UPI'], ['card', 'Card'], ['netbanking', 'Netbanking']];
  var counter = 0;

  function el(tag, props, children) {
    var node = document.createElement(tag);
    var key;
    for (key in props || {}) {
      if (key === 'style') Object.assign(node.style, props.style);
      else if (key === 'text') node.textContent = props.text;
      else if (key.indexOf('on') === 0) node.addEventListener(key.slice(2), props[key]);
      else node.setAttribute(key, props[key]);
    }
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch (e) {
      return (currency || 'INR') + ' ' + (paise / 100).toFixed(2);
    }
  }

  function request(method, path, body) {
    return fetch(base + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().then(
        function (json) { return { ok: res.ok, json: json }; },
        function () { return { ok: false, json: null }; }
      );
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('No key passed');
    this.options = options;
    this.listeners = {};
    this.root = null;
    this.onKey = null;
  }
  Razorpay.isSimulator = true;

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (e) { setTimeout(function () { throw e; }); }
    });
  };

  Razorpay.prototype.close = function () {
    if (this.onKey) document.removeEventListener('keydown', this.onKey);
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
    this.onKey = null;
  };

  Razorpay.prototype.dismiss = function () {
    var modal = this.options.modal || {};
    if (modal.confirm_close && !window.confirm('Are you sure you want to cancel this payment?')) return;
    this.close();
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    var prefill = o.prefill || {};
    var color = (o.theme && o.theme.color) || '#3395ff';
    if (self.root) return self;
    counter += 1;
    var titleId = 'rzp-sim-title-' + counter;

    var body = el('div', { style: { padding: '16px 20px', display: 'grid', gap: '10px' } });
    var amountText = el('p', { style: { margin: '4px 0 0', fontSize: '20px', fontWeight: '600' }, text: formatAmount(o.amount || 0, o.currency) });
    var dialog = el('div', {
      role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, 'data-razorpay-simulator': 'true',
      style: { background: '#fff', color: '#1f2937', width: '360px', maxWidth: '92vw', borderRadius: '10px',
        overflow: 'hidden', boxShadow: '0 20px 50px rgba(0,0,0,.35)', fontFamily: 'system-ui, sans-serif' },
    }, [
      el('div', { style: { background: color, color: '#fff', padding: '16px 20px' } }, [
        el('h2', { id: titleId, style: { margin: 0, fontSize: '18px' }, text: o.name || 'Razorpay' }),
        o.description ? el('p', { style: { margin: '4px 0 0', opacity: '.9' }, text: o.description }) : null,
        amountText,
        el('p', { style: { margin: '6px 0 0', fontSize: '12px', opacity: '.85' }, text: 'Test mode: Razorpay simulator' }),
      ]),
      body,
      el('div', { style: { padding: '0 20px 16px', display: 'flex', justifyContent: 'flex-end' } }, [
        button('Cancel', function () { self.dismiss(); }, true),
      ]),
    ]);
    self.root = el('div', {
      'data-razorpay-simulator-overlay': 'true',
      style: { position: 'fixed', inset: '0', background: 'rgba(0,0,0,.55)', display: 'flex',
        alignItems: 'center', justifyContent: 'center', zIndex: '2147483000' },
    }, [dialog]);

    function button(label, onclick, isSecondary) {
      return el('button', {
        type: 'button', onclick: onclick,
        style: { padding: '10px 14px', borderRadius: '6px', cursor: 'pointer', fontSize: '15px',
          border: isSecondary ? '1px solid #d1d5db' : '0', background: isSecondary ? '#fff' : color,
          color: isSecondary ? '#1f2937' : '#fff' },
      }, [document.createTextNode(label)]);
    }

    function show(nodes) {
      while (body.firstChild) body.removeChild(body.firstChild);
      nodes.forEach(function (node) { body.appendChild(node); });
      var first = body.querySelector('button');
      if (first) first.focus();
    }

    function message(text, role) {
      return el('p', { role: role || 'status', style: { margin: 0 }, text: text });
    }

    function chooseMethod() {
      show([message('Choose a payment method')].concat(METHODS.map(function (m) {
        return button(m[1], function () { confirm(m); });
      })));
    }

    function confirm(method) {
      show([
        message('Paying ' + formatAmount(o.amount || 0, o.currency) + ' with ' + method[1]),
        button('Pay Now', function () { pay(method[0], 'success'); }),
        button('Fail', function () { pay(method[0], 'failure'); }, true),
        button('Back', chooseMethod, true),
      ]);
    }

    function failed(text) {
      show([message(text, 'alert'), button('Retry', chooseMethod)]);
    }

    function pay(method, outcome) {
      show([message('Processing payment...')]);
      request('POST', '/checkout/pay', {
        key_id: o.key, order_id: o.order_id, method: method, outcome: outcome,
        email: prefill.email || null, contact: prefill.contact || null, notes: o.notes || {},
      }).then(function (res) {
        if (res.ok && res.json && res.json.razorpay_payment_id) {
          self.close();
          if (typeof o.handler === 'function') o.handler(res.json);
          return;
        }
        var error = (res.json && res.json.error) || { code: 'SERVER_ERROR', description: 'Payment could not be completed' };
        if (error.metadata && error.metadata.payment_id) self.emit('payment.failed', { error: error });
        failed('Payment failed: ' + error.description);
      }, function () {
        failed('Could not reach the payment service. Please try again.');
      });
    }

    if (!o.order_id) {
      show([message('order_id is required', 'alert')]);
    } else {
      show([message('Loading...')]);
      request('GET', '/checkout/orders/' + encodeURIComponent(o.order_id) + '?key_id=' + encodeURIComponent(o.key))
        .then(function (res) {
          if (!res.ok) {
            show([message((res.json && res.json.error && res.json.error.description) || 'Payment could not be started', 'alert')]);
            return;
          }
          amountText.textContent = formatAmount(res.json.amount_due, res.json.currency);
          if (res.json.status === 'paid') show([message('This order has already been paid', 'alert')]);
          else chooseMethod();
        }, function () {
          show([message('Could not reach the payment service. Please try again.', 'alert')]);
        });
    }

    if (!o.modal || o.modal.escape !== false) {
      self.onKey = function (event) { if (event.key === 'Escape') self.dismiss(); };
      document.addEventListener('keydown', self.onKey);
    }
    document.body.appendChild(self.root);
    return self;
  };

  window.Razorpay = Razorpay;
})();
`;
