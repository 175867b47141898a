import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { MINIMUM_AGE, PARENTAL_PERMISSION_UNDER } from './legal-facts';

const SECTIONS: LegalSection[] = [
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run FilmCollab:</p>
        <ul>
          <li>
            <strong className="text-zinc-100">Account details</strong> — your e-mail address,
            username, full name and a securely hashed password.
          </li>
          <li>
            <strong className="text-zinc-100">Profile information</strong> you choose to add —
            photo, roles, bio, location, experience, hourly rate, equipment, genres, availability
            and links to your website, portfolio and demo reel.
          </li>
          <li>
            <strong className="text-zinc-100">Content and activity</strong> — posts, comments,
            likes, projects, applications, invitations, workspace files, messages, ratings, feedback
            and contest entries.
          </li>
          <li>
            <strong className="text-zinc-100">Technical data</strong> — sign-in sessions, your
            online status while you use messaging, and basic logs (such as IP address, browser and
            time of request) that keep the service secure and reliable.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: (
      <>
        <ul>
          <li>to create and secure your account and keep you signed in;</li>
          <li>to show your profile and work to other members and match you with collaborators;</li>
          <li>
            to deliver messages, notifications and the e-mails you need, such as verification and
            password reset codes;
          </li>
          <li>to run projects, workspaces and contests, including ratings and judging;</li>
          <li>to check uploaded images for inappropriate content and keep the community safe;</li>
          <li>to understand which features are used and improve FilmCollab.</li>
        </ul>
        <p>
          We do not sell your personal information, and we do not use it for third-party
          advertising.
        </p>
      </>
    ),
  },
  {
    id: 'visible',
    title: 'What other members can see',
    body: (
      <>
        <p>
          Your profile, posts, comments, contest entries and ratings are visible to other members.
          Direct messages are visible only to you and the person you are talking to; project chat
          and files are visible to the project’s members. Your e-mail address is not shown on your
          public profile.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with service providers',
    body: (
      <>
        <p>
          We share information only with providers that help us run FilmCollab — hosting and
          storage, e-mail delivery and image moderation — under contracts that require them to
          protect it and use it only on our instructions. We may also disclose information when the
          law requires it or to protect the safety of our members.
        </p>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use a sign-in cookie and your browser’s storage to keep you signed in. If you untick
          “remember me”, your session ends when you close the browser. We do not use advertising or
          cross-site tracking cookies.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Security and retention',
    body: (
      <>
        <p>
          Passwords are stored hashed, connections are encrypted, and access to personal data is
          limited to what each part of the service needs. We keep your information for as long as
          your account is active. When you delete your account, we delete or anonymise your personal
          information within a reasonable period, except where we must keep it by law.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can view and edit your profile at any time. Depending on where you live, you may also
          have the right to access, correct, export or delete your personal information, or to
          object to certain uses of it. To make a request, contact us as described below.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children and teenagers',
    body: (
      <>
        <p>
          FilmCollab is not intended for children under {MINIMUM_AGE}. We do not knowingly collect
          personal information from anyone under {MINIMUM_AGE}; if we learn that we have, we will
          delete it.
        </p>
        <p>
          Members under {PARENTAL_PERMISSION_UNDER} may use FilmCollab only with the permission of a
          parent or legal guardian. A parent or guardian who believes their child has shared
          information without permission can contact us to have it removed.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <>
        <p>
          We will update this policy when our practices change, revise the effective date above and
          tell you about significant changes in the app or by e-mail.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          Questions or requests about your privacy? Send us a message through the{' '}
          <Link to="/feedback" className="text-amber-400 hover:underline">
            Feedback
          </Link>{' '}
          form and the FilmCollab team will get back to you.
        </p>
      </>
    ),
  },
];

/** `/privacy` (public). */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal information FilmCollab collects, how we use it, who can
          see it and the choices you have. It applies to everyone who uses FilmCollab.
        </p>
      }
      sections={SECTIONS}
      related={{ to: '/terms', label: 'Terms & Conditions' }}
    />
  );
}
