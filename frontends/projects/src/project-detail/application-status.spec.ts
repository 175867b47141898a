import type { AuditAction } from '@filmcollab/contracts/projects';
import { aDetailForNonMember, anApplication, BOB_PERSON } from '../testing/project-builders';
import { applicationStatus } from './application-status';

const audit = (action: AuditAction) => ({
  action,
  role: 'actor',
  message: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('applicationStatus (the status card)', () => {
  it('reads Pending while a live application exists, whatever the audit says', () => {
    const { viewer } = aDetailForNonMember({
      application: anApplication(BOB_PERSON),
      latestAudit: audit('applied'),
    });
    expect(applicationStatus(viewer)).toMatchObject({
      label: 'Pending',
      detail: 'Your application is under review.',
    });
  });

  it.each([
    ['accepted', 'Accepted'],
    ['rejected', 'Rejected'],
    ['removed_by_creator', 'Removed by creator'],
    ['left_voluntarily', 'Left project'],
  ] as const)('reads the latest audit action %s as %s', (action, label) => {
    const { viewer } = aDetailForNonMember({ latestAudit: audit(action) });
    expect(applicationStatus(viewer)?.label).toBe(label);
  });

  it("says there is no active application and the user may apply again after 'applied' without one", () => {
    const { viewer } = aDetailForNonMember({ latestAudit: audit('applied') });
    expect(applicationStatus(viewer)).toMatchObject({
      label: 'No active application',
      detail: 'There is no active application. You may apply again.',
    });
  });

  it('shows nothing to a viewer who never applied', () => {
    expect(applicationStatus(aDetailForNonMember().viewer)).toBeNull();
  });
});
