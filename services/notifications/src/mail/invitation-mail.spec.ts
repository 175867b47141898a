import { PRODUCT_DESCRIPTION } from '@filmcollab/contracts';
import { externalInvitationSent } from '../testing/event-builders';
import { invitationMail } from './invitation-mail';

const URL = 'https://filmcollab.test/';

describe('invitationMail', () => {
  it("previews the creator's name, the project and the product; the body names the inviter", () => {
    const mail = invitationMail(
      externalInvitationSent({ creatorName: 'Cleo Creator', inviterName: 'Mo Member' }),
      URL,
    );
    const [preview] = mail.text.split('\n');
    expect(preview).toBe(
      `Cleo Creator invited you to collaborate on "Night Shoot". ${PRODUCT_DESCRIPTION}`,
    );
    expect(mail.html).toContain(
      `<div style="display:none;max-height:0;overflow:hidden">Cleo Creator invited you`,
    );
    expect(mail.text).toContain('Mo Member would like you to join the film project "Night Shoot"');
    expect(mail.text).toContain('Create your free account to accept: https://filmcollab.test/auth');
  });

  it('previews the inviter for an event stored before it carried the creator', () => {
    const invitation = externalInvitationSent({ inviterName: 'Ivy Inviter' });
    delete invitation.creatorName;
    expect(invitationMail(invitation, URL).text.split('\n')[0]).toBe(
      `Ivy Inviter invited you to collaborate on "Night Shoot". ${PRODUCT_DESCRIPTION}`,
    );
  });
});
