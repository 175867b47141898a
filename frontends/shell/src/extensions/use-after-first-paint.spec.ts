import { afterFirstPaint } from './use-after-first-paint';

/** jsdom has no idle callbacks: the test provides them. */
interface IdleWindow {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
}

describe('afterFirstPaint', () => {
  const view = window as unknown as IdleWindow;
  let idle: (() => void)[];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    idle = [];
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    view.requestIdleCallback = (callback) => idle.push(callback);
    view.cancelIdleCallback = (handle) => {
      idle[handle - 1] = () => undefined;
    };
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete view.requestIdleCallback;
    delete view.cancelIdleCallback;
  });

  it('waits for the load event, then for an idle moment', () => {
    const callback = jest.fn();
    afterFirstPaint(callback);
    expect(idle).toHaveLength(0);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();

    idle.forEach((run) => run());
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('only waits for idle once the page has loaded, and can be cancelled', () => {
    readyState = 'complete';
    const callback = jest.fn();
    const cancel = afterFirstPaint(callback);
    cancel();
    idle.forEach((run) => run());
    expect(callback).not.toHaveBeenCalled();
  });
});
