// jsdom lacks ResizeObserver, which Radix primitives (checkbox, tooltip) observe sizes with.
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// react-router 7 encodes URLs with TextEncoder, which jsdom does not expose.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// `findBy…` and `waitFor` give up after 1 s by default: too short for a screen that renders after
// a debounce on a busy machine. A real wait still ends as soon as the element is there.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
