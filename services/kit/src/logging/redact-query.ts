/** Stands in for every query value in logs: they carry verification tokens and `id_token_hint`s. */
export const REDACTED = '[REDACTED]';

/** The URL with each query parameter's value replaced, its names kept for debugging. */
export function redactQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url.slice(start + 1);
  if (query === '') return url;
  const names = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf('=');
      return `${separator === -1 ? pair : pair.slice(0, separator)}=${REDACTED}`;
    });
  return `${url.slice(0, start)}?${names.join('&')}`;
}
