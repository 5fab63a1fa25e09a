/**
 * Browser APIs that jsdom leaves out (or only logs "Not implemented" for) but the app calls.
 * Each stand-in does the least a browser would for what the tests look at, so a component
 * test fails on the component, never on the test's fake browser.
 */

// Run's and Submit's results scroll into view (useRevealAfterRender); jsdom has no layout.
Element.prototype.scrollIntoView = function scrollIntoView() {};

// The forum scrolls to the top when it opens.
window.scrollTo = () => {};

// The login and signup screens' decorative background: no 2D canvas, so it draws nothing.
HTMLCanvasElement.prototype.getContext = () => null;

// Modal opens a native <dialog>: open it (and close it) the way a browser does.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
