import type { ProjectDetails } from './project-record';
import { changedDetails } from './changed-details';

const current: ProjectDetails = {
  title: 'Harbour Lights',
  description: null,
  projectType: 'short_film',
  budgetRange: '1k_5k',
  location: 'Lisbon',
  startDate: null,
  endDate: null,
  requiredRoles: ['editor', 'actor'],
};

describe('changedDetails', () => {
  it('keeps only present fields that differ', () => {
    expect(changedDetails(current, { title: 'Harbour Lights', location: 'Porto' })).toEqual({
      location: 'Porto',
    });
  });

  it('treats null as clearing and compares role lists by value and order', () => {
    expect(
      changedDetails(current, { budgetRange: null, requiredRoles: ['editor', 'actor'] }),
    ).toEqual({
      budgetRange: null,
    });
    expect(changedDetails(current, { requiredRoles: ['actor', 'editor'] })).toEqual({
      requiredRoles: ['actor', 'editor'],
    });
  });

  it('finds nothing in an empty edit', () => {
    expect(changedDetails(current, {})).toEqual({});
  });
});
