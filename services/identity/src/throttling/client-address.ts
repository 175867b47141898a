import { Inject, Injectable } from '@nestjs/common';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { IDENTITY_CONFIG } from '../config/identity-config.token';
import type { IdentityConfig } from '../config/identity-config.schema';

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address as throttling sees it: the peer's, unless the peer is a trusted proxy
 * (`TRUSTED_PROXIES`), then walking X-Forwarded-For from the right past trusted proxies — the
 * same rule as Fastify's `trustProxy` — so a client cannot pick its own address by sending the header.
 */
@Injectable()
export class ClientAddress {
  private readonly trusted = new BlockList();

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'TRUSTED_PROXIES'>) {
    for (const entry of config.TRUSTED_PROXIES) {
      const [address = '', prefix] = entry.split('/');
      if (prefix === undefined) this.trusted.addAddress(address, familyOf(address));
      else this.trusted.addSubnet(address, Number(prefix), familyOf(address));
    }
  }

  of(request: Pick<FastifyRequest, 'headers' | 'socket'>): string {
    const forwarded = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map(plain)
      .filter((hop) => hop.length > 0);
    let client = plain(request.socket.remoteAddress ?? '');
    while (this.isTrusted(client) && hops.length > 0) {
      client = hops.pop() as string;
    }
    return client;
  }

  private isTrusted(address: string): boolean {
    return isIP(address) !== 0 && this.trusted.check(address, familyOf(address));
  }
}
