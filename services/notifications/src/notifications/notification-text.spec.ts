import { notificationMessage } from './notification-text';

const words = { actorName: 'Ana', subject: 'Night Shoot', detail: 'Gaffer' };

describe('notification messages', () => {
  it('counts grouped applications and messages', () => {
    expect(notificationMessage('application_submitted', words, 1)).toBe(
      'Ana applied to Night Shoot as Gaffer',
    );
    expect(notificationMessage('application_submitted', words, 3)).toBe(
      '3 new applications to Night Shoot',
    );
    expect(notificationMessage('direct_message', { ...words, detail: 'Hi!' }, 1)).toBe('Ana: Hi!');
    expect(notificationMessage('direct_message', words, 2)).toBe('2 new messages from Ana');
  });

  it('writes role ids as words', () => {
    expect(
      notificationMessage('project_invitation', { ...words, detail: 'sound_designer' }, 1),
    ).toBe('Ana invited you to join Night Shoot as sound designer');
  });

  it('falls back when the event carried no name', () => {
    const none = { actorName: null, subject: null, detail: null };
    expect(notificationMessage('connection_request', none, 1)).toBe(
      'Someone wants to connect with you',
    );
    expect(notificationMessage('project_invitation', none, 1)).toBe(
      'Someone invited you to join a project',
    );
  });
});
