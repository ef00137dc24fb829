import { Link } from 'react-router';
import { ProsePage, type ProseSection } from '../components/prose-page';
import { ROUTES } from '../../../lib/route-paths';

const SECTIONS: readonly ProseSection[] = [
  {
    id: 'our-approach',
    title: 'Our approach',
    content: (
      <p>
        Advertisers may publish only photos and text they own or are licensed to use. We respect
        copyright under the <em>Copyright Act 1968</em> (Cth) and, for owners abroad, we follow the
        notice-and-takedown practice of the US Digital Millennium Copyright Act (DMCA). When we
        receive a valid notice we remove or disable the material promptly.
      </p>
    ),
  },
  {
    id: 'notice',
    title: 'How to send a takedown notice',
    content: (
      <>
        <p>
          Send your notice through our <Link to={ROUTES.contact}>contact page</Link> with
          &ldquo;Copyright notice&rdquo; at the start of the message. Please include:
        </p>
        <ol>
          <li>your name, postal address, telephone number and e-mail address;</li>
          <li>
            a description of the work you own (for example, the original photo and where it was
            first published);
          </li>
          <li>the address (URL) of each profile or post on this site where it appears;</li>
          <li>
            a statement that you believe in good faith that the use is not authorised by you, your
            agent or the law;
          </li>
          <li>
            a statement that the information in your notice is accurate and that you are the owner,
            or are authorised to act for the owner;
          </li>
          <li>your full name as your signature.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'what-happens',
    title: 'What happens next',
    content: (
      <ul>
        <li>We confirm receipt, usually within two business days.</li>
        <li>
          If the notice is complete, we remove or hide the material and tell the advertiser, with a
          copy of the notice from which your contact details may be removed on request.
        </li>
        <li>If something is missing, we tell you what we need.</li>
      </ul>
    ),
  },
  {
    id: 'counter-notice',
    title: 'Counter-notice',
    content: (
      <p>
        An advertiser who believes material was removed by mistake, or is licensed to use it, may
        send a counter-notice the same way, explaining why and including their contact details and a
        statement that the information is accurate. We pass it to the person who sent the notice.
        Unless they tell us within 10 business days that they have started legal action, we may
        restore the material.
      </p>
    ),
  },
  {
    id: 'repeat-infringers',
    title: 'Repeat infringement and misuse',
    content: (
      <p>
        We close the accounts of advertisers who repeatedly infringe copyright. Knowingly false
        notices or counter-notices may expose the sender to liability for damages.
      </p>
    ),
  },
  {
    id: 'intimate-images',
    title: 'Intimate images shared without consent',
    content: (
      <p>
        If a listing uses intimate images of you without your consent, tell us at once through the{' '}
        <Link to={ROUTES.contact}>contact page</Link>; we treat these reports as urgent. You can
        also report image-based abuse to the eSafety Commissioner at esafety.gov.au.
      </p>
    ),
  },
];

/** /dmca — copyright and takedown procedure. */
export default function DmcaPage() {
  return (
    <ProsePage
      title="Copyright and Takedown (DMCA)"
      description="How to ask us to remove photos or text that infringe your copyright, what we do with a notice, and how advertisers can respond."
      lead={
        <p>
          If your photos or words appear on this site without your permission, we will take them
          down.
        </p>
      }
      updated="1 July 2025"
      sections={SECTIONS}
    />
  );
}
