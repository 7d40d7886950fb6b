/**
 * The first script of every page, inline in <head> (the web build puts it there; the server's CSP allows it
 * by its hash, so it must stay a constant string both read). A server-rendered page is on screen before its
 * JavaScript has loaded and React has hydrated it; a tap in that window would do nothing. Until the app marks
 * `<html data-app-ready>` this script holds what needs JavaScript inside #root — presses on buttons, tabs,
 * options and checkboxes, Enter in a field (replayed as a keydown, then the form's submit if the app leaves
 * it), form submits, typing, select changes —
 * and replays them in order once React answers. Links, focus, scrolling and typing itself stay the
 * browser's. If a script of the page fails to load the app never gets ready: the held presses are then
 * replayed to the browser, so native forms still submit. See docs/decisions/080-no-lost-taps.md.
 *
 * Plain ES5 without `<` characters: it is pasted into HTML as is.
 */
export const EARLY_TAP_CAPTURE_SCRIPT = `(function () {
  var doc = document, html = doc.documentElement, queue = [];
  var replaying = false, released = false, dispatching = false;
  var CONTROLS = 'button,[role="button"],[role="tab"],[role="option"],[role="menuitem"],[role="checkbox"],' +
    '[role="switch"],input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="button"]';
  function isReady() { return html.hasAttribute('data-app-ready'); }
  // Held entries not yet replayed keep later ones waiting behind them, ready or not: an Enter pressed between the
  // app marking itself ready and the replay starting would otherwise reach it before the typing it follows.
  function isHolding() { return !dispatching && !released && (replaying || queue.length !== 0 || !isReady()); }
  function appRoot() { return doc.getElementById('root'); }
  function pathOf(el) {
    var path = [], root = appRoot();
    while (el && el !== root) {
      var parent = el.parentNode;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, el));
      el = parent;
    }
    return el ? path : null;
  }
  function atPath(path) {
    var el = appRoot();
    for (var i = 0; el && path && i !== path.length; i += 1) el = el.children[path[i]];
    return path ? el : null;
  }
  function inApp(el) { var root = appRoot(); return !!root && el !== root && root.contains(el); }
  function hold(event, type, el) {
    // A typed value or a choice is kept with its entry: the app's first renders reset controlled fields.
    queue.push({ type: type, el: el, path: pathOf(el), value: el.value });
    if (type === 'input' || type === 'change') return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  doc.addEventListener('click', function (event) {
    if (!isHolding() || !event.target || !event.target.closest) return;
    var control = event.target.closest(CONTROLS);
    if (control && inApp(control)) hold(event, 'click', control);
  }, true);
  doc.addEventListener('submit', function (event) {
    if (isHolding() && inApp(event.target)) hold(event, 'submit', event.target);
  }, true);
  doc.addEventListener('input', function (event) {
    var el = event.target, last = queue[queue.length - 1];
    if (!isHolding() || !inApp(el) || el.tagName === 'SELECT') return;
    if (last && last.type === 'input' && last.el === el) last.value = el.value;
    else hold(event, 'input', el);
  }, true);
  // Enter in a field is held too: the app may answer it itself (the header search navigates on Enter), and it
  // must see the typed text first. Replayed as a keydown; if the app does not take it, the form is submitted
  // as the browser would have.
  doc.addEventListener('keydown', function (event) {
    var el = event.target;
    var isField = el && el.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset|file|image)$/.test(el.type);
    if (event.key === 'Enter' && isField && isHolding() && inApp(el)) hold(event, 'enter', el);
  }, true);
  doc.addEventListener('change', function (event) {
    if (isHolding() && inApp(event.target) && event.target.tagName === 'SELECT') hold(event, 'change', event.target);
  }, true);
  function press(el) {
    var init = { bubbles: true, cancelable: true, button: 0, view: window };
    el.dispatchEvent(new MouseEvent('mousedown', init));
    if (el.focus) el.focus({ preventScroll: true });
    el.dispatchEvent(new MouseEvent('mouseup', init));
    el.click();
  }
  function enter(el) {
    var init = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, view: window };
    var taken = !el.dispatchEvent(new KeyboardEvent('keydown', init));
    if (!taken && el.form) el.form.requestSubmit ? el.form.requestSubmit() : el.form.submit();
  }
  // React notices typing through a tracker on the element's value property: the tracker must hold React's
  // value (the field's defaultValue) while the field shows the typed one, or the input event is ignored.
  function typed(el, value) {
    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value');
    if (!setter || !setter.set || (el.value === value && value === el.defaultValue)) return;
    if (el.value === value) el.value = el.defaultValue;
    setter.set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  function replay(entry) {
    var el = entry.el.isConnected ? entry.el : atPath(entry.path);
    if (!el) return;
    dispatching = true;
    try {
      if (entry.type === 'click') press(el);
      else if (entry.type === 'enter') enter(el);
      else if (entry.type === 'submit') el.requestSubmit ? el.requestSubmit() : el.submit();
      else if (entry.type === 'input') typed(el, entry.value);
      else {
        el.value = entry.value;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } finally {
      dispatching = false;
    }
  }
  function drain() {
    if (replaying) return;
    replaying = true;
    (function next() {
      var entry = queue.shift();
      if (!entry) { replaying = false; return; }
      try { replay(entry); } finally { setTimeout(next, 0); }
    })();
  }
  function start() { if (queue.length) setTimeout(drain, 0); }
  new MutationObserver(function () { if (isReady()) start(); })
    .observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
  window.addEventListener('error', function (event) {
    var el = event.target;
    var isCode = el && (el.tagName === 'SCRIPT' || (el.tagName === 'LINK' && el.rel === 'modulepreload'));
    if (released || isReady() || !isCode) return;
    released = true;
    start();
  }, true);
})();`;
