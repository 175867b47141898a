import { z } from 'zod';
import { defineEvent } from './define-event';
import { defineQuery } from './define-query';

describe('subject conventions', () => {
  it('derives the stream from the event domain', () => {
    const event = defineEvent('projects.application.accepted', z.object({ id: z.string() }));
    expect(event.stream).toBe('PROJECTS');
  });

  it('refuses event subjects that are not <domain>.<entity>.<event>', () => {
    expect(() => defineEvent('projects.accepted', z.object({}))).toThrow(/past-tense-event/);
    expect(() => defineEvent('Projects.Application.Accepted', z.object({}))).toThrow();
  });

  it('refuses query subjects with wildcards', () => {
    expect(() => defineQuery('projects.>', z.object({}), z.object({}))).toThrow(/<domain>.<query>/);
  });
});
