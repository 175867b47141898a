// jsdom has no fetch primitives; RTK Query's fetchBaseQuery builds a `Request`. Use Node's
// (undici) classes, with Node's AbortController so the Request accepts RTK's abort signal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    // Like a browser, resolve relative URLs ('/api/...') against the page's address.
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
