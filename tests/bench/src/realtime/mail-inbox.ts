import { z } from 'zod';

const CaughtMailSchema = z.object({
  subject: z.string(),
  text: z.string().default(''),
  to: z.array(z.object({ address: z.string() })),
});

const VERIFICATION_SUBJECT = 'Verify your FilmCollab email address';
const VERIFICATION_LINK = /(https?:\/\/\S+\/api\/identity\/email-verification\?token=\S+)/;
const POLL_MS = 1000;

/** The mail catcher's REST API (maildev), where identity's verification e-mails land. */
export class MailInbox {
  constructor(private readonly maildevUrl: string) {}

  /** The verification link mailed to each address, waiting until all of them arrived. */
  async verificationLinks(
    addresses: readonly string[],
    timeoutMs: number,
  ): Promise<Map<string, string>> {
    const wanted = new Set(addresses.map((address) => address.toLowerCase()));
    const links = new Map<string, string>();
    const deadline = Date.now() + timeoutMs;
    while (links.size < wanted.size) {
      if (Date.now() > deadline) {
        throw new Error(`${wanted.size - links.size} verification e-mails never arrived`);
      }
      const response = await fetch(`${this.maildevUrl}/email`);
      if (!response.ok) throw new Error(`GET ${this.maildevUrl}/email answered ${response.status}`);
      for (const mail of z.array(CaughtMailSchema).parse(await response.json())) {
        const address = mail.to[0]?.address.toLowerCase() ?? '';
        const link = VERIFICATION_LINK.exec(mail.text)?.[1];
        if (mail.subject === VERIFICATION_SUBJECT && wanted.has(address) && link) {
          links.set(address, link);
        }
      }
      if (links.size < wanted.size) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return links;
  }
}
