import { z } from 'zod';
import { defineEvent, type EventSubject } from './define-event';
import { defineQuery, type QuerySubject } from './define-query';

describe('subject conventions', () => {
  it('derives the owning domain and its stream from the subject', () => {
    const event = defineEvent('projects.application.accepted', z.object({ id: z.string() }));
    expect(event.domain).toBe('projects');
    expect(event.stream).toBe('PROJECTS');
    const query = defineQuery('projects.members.shared', z.object({}), z.object({}));
    expect(query.domain).toBe('projects');
  });

  it('refuses event subjects that are not <domain>.<entity>.<event>', () => {
    expect(() => defineEvent('projects.accepted' as EventSubject, z.object({}))).toThrow(
      /past-tense-event/,
    );
    expect(() =>
      defineEvent('Projects.Application.Accepted' as EventSubject, z.object({})),
    ).toThrow();
  });

  it('refuses subjects whose domain is not a registered service', () => {
    expect(() => defineEvent('billing.invoice.paid' as EventSubject, z.object({}))).toThrow(
      /service's name/,
    );
    expect(() =>
      defineQuery('billing.invoices' as QuerySubject, z.object({}), z.object({})),
    ).toThrow(/service's name/);
  });

  it('refuses query subjects with wildcards', () => {
    expect(() => defineQuery('projects.>' as QuerySubject, z.object({}), z.object({}))).toThrow(
      /<domain>.<query>/,
    );
  });
});
