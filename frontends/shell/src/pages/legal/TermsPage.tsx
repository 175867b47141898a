import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { MINIMUM_AGE, PARENTAL_PERMISSION_UNDER } from './legal-facts';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <>
        <p>
          These Terms &amp; Conditions govern your use of FilmCollab, including the website, the
          community hub, projects and workspaces, messaging and the One-Scene Challenge contest. By
          creating an account or using FilmCollab you agree to these terms and to our{' '}
          <Link to="/privacy" className="text-amber-400 hover:underline">
            Privacy Policy
          </Link>
          . If you do not agree, please do not use the platform.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use FilmCollab',
    body: (
      <>
        <p>You must be at least {MINIMUM_AGE} years old to create an account or use FilmCollab.</p>
        <p>
          If you are under {PARENTAL_PERMISSION_UNDER}, you may only use FilmCollab with the
          permission of a parent or legal guardian, who agrees to these terms on your behalf and is
          responsible for your use of the platform. Parents and guardians should supervise
          collaborations, meetings and contest entries involving minors.
        </p>
        <p>You may not use FilmCollab if we have previously suspended or removed your account.</p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You are responsible for the information in your account and for everything that happens
          under it. Give accurate details, choose a strong password, keep it to yourself and tell us
          straight away if you think someone else has accessed your account.
        </p>
        <p>
          Usernames must be unique. We may reclaim a username that impersonates someone else,
          infringes a trademark or is otherwise misleading.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          You keep ownership of everything you upload or post — profile details, photos, posts,
          comments, messages, project files and films (“your content”).
        </p>
        <p>
          You grant FilmCollab a worldwide, non-exclusive, royalty-free licence to host, store,
          reproduce, display and distribute your content only as needed to operate, secure and
          improve the platform — for example to show your profile to other members or to stream a
          contest entry in the submitted-films gallery. This licence ends when you delete the
          content or your account, except where others have already received it (such as messages
          you sent) or where we must keep it by law.
        </p>
        <p>
          You confirm that you have all the rights needed to share your content, including the
          consent of people who appear in your photos and films and licences for any music, footage
          or artwork you use.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Community conduct',
    body: (
      <>
        <p>FilmCollab is a professional, creative community. You agree not to:</p>
        <ul>
          <li>harass, threaten, bully or discriminate against other members;</li>
          <li>post sexually explicit, violent, hateful or otherwise offensive material;</li>
          <li>share content that infringes someone else’s copyright, trademark or privacy;</li>
          <li>send spam, scams or unsolicited advertising, or misrepresent who you are;</li>
          <li>
            interfere with the platform, probe its security or collect other members’ data without
            permission.
          </li>
        </ul>
        <p>
          Uploaded images are checked automatically for inappropriate content and may be rejected.
          We may remove content or restrict accounts that break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'collaborations',
    title: 'Projects and collaborations',
    body: (
      <>
        <p>
          FilmCollab helps members find each other and work together, but we are not a party to the
          arrangements you make. Agreements about roles, payment, credits, ownership of the finished
          work and schedules are between the collaborators. We strongly recommend putting them in
          writing before production starts.
        </p>
        <p>
          Ratings of collaborators must be honest and based on real work together on a shared
          project. Project creators decide who joins their projects and may remove members.
        </p>
      </>
    ),
  },
  {
    id: 'contests',
    title: 'Contests',
    body: (
      <>
        <p>
          The monthly One-Scene Challenge and any other contests have their own rules, entry fees,
          deadlines, judging criteria and prizes, published on the contest pages. By entering you
          accept those rules. Entries must be your team’s original work and must follow these terms.
        </p>
      </>
    ),
  },
  {
    id: 'platform',
    title: 'Our platform and intellectual property',
    body: (
      <>
        <p>
          The FilmCollab name, logo, design and software belong to FilmCollab and its licensors. You
          may use the platform for its intended purpose but may not copy, modify, resell or
          reverse-engineer it.
        </p>
        <p>
          We keep improving FilmCollab and may add, change or remove features. Some features may be
          offered in paid tiers in the future; we will always show you the terms before you buy
          anything.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    body: (
      <>
        <p>
          You may stop using FilmCollab at any time. We may suspend or close accounts that break
          these terms, put other members at risk or expose us to legal liability. Where reasonable,
          we will tell you why and give you a chance to respond.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          FilmCollab is provided “as is” and “as available”. We do not guarantee that the platform
          will always be available or error-free, and we are not responsible for the conduct of
          members, the outcome of collaborations or the content members share.
        </p>
        <p>
          To the extent the law allows, FilmCollab is not liable for indirect, incidental or
          consequential losses, lost profits or lost data arising from your use of the platform.
          Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <>
        <p>
          We may update these terms as FilmCollab evolves. When we make significant changes we will
          update the effective date above and let you know in the app or by e-mail. Continuing to
          use FilmCollab after the changes take effect means you accept them.
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
          Questions about these terms? Send us a message through the{' '}
          <Link to="/feedback" className="text-amber-400 hover:underline">
            Feedback
          </Link>{' '}
          form and the FilmCollab team will get back to you.
        </p>
      </>
    ),
  },
];

/** `/terms` (public). */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      intro={
        <p>
          Welcome to FilmCollab, a platform that connects independent filmmakers and creatives to
          bring stories to life together. Please read these terms carefully: they explain what you
          can expect from us and what we expect from you.
        </p>
      }
      sections={SECTIONS}
      related={{ to: '/privacy', label: 'Privacy Policy' }}
    />
  );
}
