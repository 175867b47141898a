import { stripVTControlCharacters as stripAnsi } from 'node:util';
import { LineSplitter, formatLogLine } from './log-lines';

describe('LineSplitter', () => {
  it('joins lines split across chunks and keeps the unfinished tail', () => {
    const splitter = new LineSplitter();
    expect(splitter.push('first\nsec')).toEqual(['first']);
    expect(splitter.push('ond\r\nthi')).toEqual(['second']);
    expect(splitter.flush()).toEqual(['thi']);
    expect(splitter.flush()).toEqual([]);
  });
});

describe('formatLogLine', () => {
  it('shows pino records as level, message and the remaining fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: 1,
      pid: 2,
      hostname: 'h',
      msg: 'slow query',
      reqId: 'abc',
    });
    const text = stripAnsi(formatLogLine(line));
    expect(text).toBe('WARN slow query {"reqId":"abc"}');
  });

  it('passes other lines through unchanged', () => {
    expect(formatLogLine('[INF] Server is ready')).toBe('[INF] Server is ready');
    expect(formatLogLine('{not json')).toBe('{not json');
    expect(formatLogLine('{"a":1}')).toBe('{"a":1}');
  });
});
