import type { FastifyRequest } from 'fastify';
import { ClientAddress } from './client-address';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as Pick<FastifyRequest, 'headers' | 'socket'>;

describe('ClientAddress', () => {
  const clientAddress = new ClientAddress({
    TRUSTED_PROXIES: ['127.0.0.0/8', '::1/128', '10.0.0.0/8'],
  });

  it('believes X-Forwarded-For only from a trusted proxy', () => {
    expect(clientAddress.of(request('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress.of(request('::ffff:127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress.of(request('198.51.100.9', '203.0.113.7'))).toBe('198.51.100.9');
    expect(clientAddress.of(request('198.51.100.9'))).toBe('198.51.100.9');
  });

  it('takes the right-most address that is not a trusted proxy, so a forged left part is ignored', () => {
    expect(clientAddress.of(request('127.0.0.1', '1.2.3.4, 203.0.113.7, 10.1.2.3'))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress.of(request('::1', '10.0.0.5, 10.0.0.6'))).toBe('10.0.0.5');
  });
});
