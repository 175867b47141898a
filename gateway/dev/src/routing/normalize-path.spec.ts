import { normalizePath, splitRequestTarget } from './normalize-path';

describe('normalizePath (Kong normalizes before matching)', () => {
  it.each([
    ['/', '/'],
    ['/api/identity', '/api/identity'],
    ['//storage//a', '/storage/a'],
    ['/api/identity/../../storage/x', '/storage/x'],
    ['/a/./b/', '/a/b/'],
    ['/a/.', '/a/'],
    ['/..', '/'],
    ['/%61pi/%7Eme', '/api/~me'],
    ['/a/%2e%2e/b', '/b'],
    ['/a%2fb', '/a%2Fb'],
  ])('%s becomes %s', (raw, normalized) => {
    expect(normalizePath(raw)).toBe(normalized);
  });

  it('splits the query string off the request target', () => {
    expect(splitRequestTarget('/a/b?x=1&y=2')).toEqual({ path: '/a/b', query: '?x=1&y=2' });
    expect(splitRequestTarget('/a')).toEqual({ path: '/a', query: '' });
    expect(splitRequestTarget('?x')).toEqual({ path: '/', query: '?x' });
  });
});
