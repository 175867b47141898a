import { ClientFrameSchema } from './realtime-protocol';
import { RealtimeRoomDeliverySchema, RealtimeUserDeliverySchema } from './realtime-delivery';
import { parseRealtimeRoom, roomAccessQueryFor } from './realtime-rooms';

describe('realtime rooms and frames', () => {
  it('parses known room kinds and names their owner and access query', () => {
    expect(parseRealtimeRoom('conversation:abc-1')).toEqual({
      kind: 'conversation',
      id: 'abc-1',
      owner: 'messaging',
    });
    expect(roomAccessQueryFor('project-chat').subject).toBe('messaging.realtime.room_access');
    expect(parseRealtimeRoom('billing:1')).toBeNull();
    expect(parseRealtimeRoom('conversation:')).toBeNull();
    expect(parseRealtimeRoom('conversation:a.b')).toBeNull();
  });

  it('refuses deliveries typed like protocol frames or client signals', () => {
    const base = { userIds: ['u1'], data: {} };
    expect(
      RealtimeUserDeliverySchema.safeParse({ ...base, type: 'notification.created' }).success,
    ).toBe(true);
    expect(RealtimeUserDeliverySchema.safeParse({ ...base, type: 'realtime.ready' }).success).toBe(
      false,
    );
    expect(RealtimeUserDeliverySchema.safeParse({ ...base, type: 'signal.typing' }).success).toBe(
      false,
    );
    expect(
      RealtimeRoomDeliverySchema.safeParse({ room: 'nope:1', type: 'message.created', data: 1 })
        .success,
    ).toBe(false);
  });

  it('accepts only signals named signal.<name>', () => {
    const frame = { type: 'signal', room: 'conversation:c1', data: { typing: true } };
    expect(ClientFrameSchema.safeParse({ ...frame, name: 'signal.typing' }).success).toBe(true);
    expect(ClientFrameSchema.safeParse({ ...frame, name: 'message.created' }).success).toBe(false);
  });
});
