import { aProject } from '../testing/project-builders';
import { editValuesOf, parseRoles, projectEdit } from './project-edit';

describe('projectEdit', () => {
  const project = aProject({ location: 'Berlin', budgetRange: '1k_5k', requiredRoles: ['actor'] });
  const values = editValuesOf(project);

  it('sends only the fields that changed', () => {
    expect(projectEdit(project, { ...values, title: 'Day Shift', location: 'Paris' })).toEqual({
      kind: 'changed',
      changes: { title: 'Day Shift', location: 'Paris' },
    });
  });

  it('does not send fields emptied in the form', () => {
    expect(projectEdit(project, { ...values, location: '  ', description: '' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('is unchanged when only surrounding spaces differ', () => {
    expect(projectEdit(project, { ...values, title: `  ${project.title} ` })).toEqual({
      kind: 'unchanged',
    });
  });

  it("refuses a blank title with 'Title is required.'", () => {
    expect(projectEdit(project, { ...values, title: '   ' })).toEqual({
      kind: 'invalid',
      message: 'Title is required.',
    });
  });

  it('sends roles split on commas, trimmed, without empty entries', () => {
    expect(
      projectEdit(project, { ...values, requiredRoles: ' actor, , Sound designer ,editor,' }),
    ).toEqual({
      kind: 'changed',
      changes: { requiredRoles: ['actor', 'sound_designer', 'editor'] },
    });
  });

  it('names roles it does not know', () => {
    const edit = projectEdit(project, { ...values, requiredRoles: 'actor, juggler' });
    expect(edit).toEqual({
      kind: 'invalid',
      message: expect.stringContaining('Unknown roles: juggler'),
    });
  });
});

describe('parseRoles', () => {
  it('keeps each role once', () => {
    expect(parseRoles('actor, Actor, actor')).toEqual({ roles: ['actor'], unknown: [] });
  });
});
