// jsdom lacks ResizeObserver, which Radix primitives (checkbox, tooltip) observe sizes with.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
