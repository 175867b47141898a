import { natsServerOptions } from './nats-server-options';

describe('natsServerOptions', () => {
  it('passes plain URLs through', () => {
    expect(natsServerOptions('nats://127.0.0.1:4222,nats://10.0.0.2:4222')).toEqual({
      servers: ['nats://127.0.0.1:4222', 'nats://10.0.0.2:4222'],
    });
  });

  it('takes credentials out of the URL, decoded', () => {
    expect(natsServerOptions('nats://suite%401:p%40ss@127.0.0.1:4222')).toEqual({
      servers: ['nats://127.0.0.1:4222'],
      user: 'suite@1',
      pass: 'p@ss',
    });
  });
});
