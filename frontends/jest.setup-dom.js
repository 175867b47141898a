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
