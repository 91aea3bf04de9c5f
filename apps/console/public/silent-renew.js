/* global window */
// Hands the provider's answer to the console's UserManager in the parent window, exactly as
// oidc-client-ts's signinSilentCallback does, without loading the whole library in the frame. A
// file of its own, not an inline script: the Content-Security-Policy runs no inline script.
window.parent.postMessage(
  { source: 'oidc-client', url: window.location.href, keepOpen: false },
  window.location.origin,
);
