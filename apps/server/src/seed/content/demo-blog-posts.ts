/**
 * Demo blog posts for seeding the directory's blog.
 *
 * All posts are fictional demo content written for the site. They are tasteful, never explicit,
 * and link only to internal routes.
 */

export interface DemoBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  bodyHtml: string;
  publishedAt: string /* ISO date */;
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: 'Booking a companion: safety and etiquette',
    slug: 'booking-a-companion-safety-and-etiquette',
    excerpt:
      'A respectful first booking starts well before you meet. Here is how to read a profile, make a polite first contact and make sure you both feel safe and comfortable.',
    publishedAt: '2026-05-12T00:00:00.000Z',
    bodyHtml: [
      '<p>Every companion listed in the directory is an independent adult who has chosen how, when and with whom they work. Treating a booking with the same courtesy you would bring to any professional appointment is the simplest way to make a good impression, and the surest way to be welcomed back.</p>',
      '<h2>Read the profile first</h2>',
      '<p>Most questions are already answered on the profile: the areas a companion works in, their availability, their rates for time, the languages they speak and how they prefer to be contacted. Taking a few minutes to read it properly shows respect, and it means your first message can be short and to the point. If a profile says “text only” or “no same-day bookings”, take it at face value.</p>',
      '<h2>Making first contact</h2>',
      '<p>A good first message is polite, clear and brief. Many companions ask for the same few details, and providing them up front saves everyone time:</p>',
      '<ul>',
      '<li>Your first name and how you found their profile</li>',
      '<li>The date, time and length of the meeting you have in mind</li>',
      '<li>Whether you are hoping for a dinner date, a social event or a quiet catch-up</li>',
      '<li>Any screening information the profile asks for</li>',
      '</ul>',
      '<p><strong>Screening is normal and sensible</strong>, particularly for first meetings. It protects both of you, and a companion who asks for it is simply taking their safety seriously. Anything you share for screening should only ever be used for that purpose; if you are unsure what is being asked or why, it is perfectly fine to ask politely.</p>',
      '<h2>On the day</h2>',
      '<p>Arrive on time, well presented and sober. If plans change, let your companion know as early as you can: a late cancellation costs them time they may have turned others down for, and many profiles explain their cancellation policy. Agreed rates are for time and companionship, and haggling is never appropriate.</p>',
      '<p>Above all, respect boundaries. Either person can end a meeting at any time, and a companion’s stated limits are not a starting point for negotiation. If something about a booking or a listing doesn’t feel right, you can <a href="/contactus">contact our team</a>, and our <a href="/term-and-conditions">terms and conditions</a> explain what is and isn’t permitted on the site.</p>',
    ].join('\n'),
  },
  {
    title: 'How verification works, and why we check photos',
    slug: 'how-verification-works-and-why-we-check-photos',
    excerpt:
      'A verified badge means a real person has checked that a profile’s photos are recent and belong to the advertiser. Here is what the process involves, and what it doesn’t.',
    publishedAt: '2026-06-18T00:00:00.000Z',
    bodyHtml: [
      '<p>Photos are the first thing most visitors look at, and they are also the easiest part of a listing to get wrong. Old photos, heavily edited images or pictures lifted from somewhere else on the internet all erode trust: for clients, for honest advertisers and for the directory as a whole. Verification is how we keep that trust intact.</p>',
      '<h2>What advertisers are asked to do</h2>',
      '<p>When an advertiser <a href="/registration">registers a profile</a>, they can request verification from their dashboard. The process is short:</p>',
      '<ul>',
      '<li>Confirm they are over 18 by showing an identity document to our team. We record that the check was done, not a copy of the document.</li>',
      '<li>Take a verification photo holding a handwritten note with the site name and the current date.</li>',
      '<li>Wait for a moderator to compare the verification photo with the photos on the profile.</li>',
      '</ul>',
      '<p>The verification photo is <strong>never shown publicly</strong>. It exists only so that a moderator can confirm the person in the profile photos is the same person who runs the account. Advertisers who prefer to blur or crop their face in public photos are welcome to do so; the private verification photo simply needs to show enough for a fair comparison.</p>',
      '<h2>What the badge means</h2>',
      '<p>A verified badge tells visitors that, at the time of the check, the photos were genuine, recent and of the advertiser. It is not a personal endorsement, and it doesn’t replace your own common sense. Because people change, verification is repeated whenever significant new photos are uploaded, and at least once a year.</p>',
      '<p>Moderators also review every new photo for quality and suitability before it goes live. Images must be tasteful, must not include other identifiable people, and must follow our <a href="/term-and-conditions">terms and conditions</a>. When a photo is declined, the reason is shown in the advertiser’s dashboard so it can be replaced quickly.</p>',
      '<p>If you ever believe a profile is using someone else’s photos, please <a href="/contactus">let us know</a>. Every report is reviewed by a person and handled confidentially, and the profile is paused while we look into it.</p>',
    ].join('\n'),
  },
  {
    title: 'Touring companions: planning around tour dates',
    slug: 'touring-companions-planning-around-tour-dates',
    excerpt:
      'Many companions travel between Australian cities for a few days at a time. Here is how to follow tour dates, book ahead and make the most of a short visit.',
    publishedAt: '2026-07-23T00:00:00.000Z',
    bodyHtml: [
      '<p>Australia is a big country, and plenty of companions don’t stay in one city. Some are based in Melbourne and spend a week in Brisbane each month; others travel between Perth, Adelaide and Sydney on a regular loop. For clients, a touring companion is a welcome chance to meet someone new, as long as you plan around the dates.</p>',
      '<h2>Finding out who is in town</h2>',
      '<p>Touring profiles list their upcoming cities and dates, and they appear in the results for a city while they are visiting it. Browsing a city page such as <a href="/escorts/queensland/brisbane">Brisbane</a> or <a href="/escorts/western-australia/perth">Perth</a> shows both local and visiting companions, and the <a href="/searchpage">advanced search</a> lets you narrow the results further.</p>',
      '<h2>Book early, confirm late</h2>',
      '<p>Tours are short and diaries fill quickly, so it is worth getting in touch as soon as dates are announced. A simple approach works best:</p>',
      '<ul>',
      '<li>Send a polite enquiry with your preferred date and time as soon as the tour is listed.</li>',
      '<li>Complete any screening before the companion arrives, not on the day.</li>',
      '<li>Confirm again the day before, as flight changes can shift travel plans.</li>',
      '<li>If you need to cancel, do it early so the time can be offered to someone else.</li>',
      '</ul>',
      '<p><strong>Mind the time zones.</strong> Perth is two hours behind Sydney and Melbourne in winter and three hours behind in summer, while Adelaide and Darwin sit half an hour behind the eastern states in winter. From the first Sunday in October, New South Wales, Victoria, the ACT, Tasmania and South Australia move to daylight saving, and Queensland, the Northern Territory and Western Australia stay on standard time. When you arrange a meeting, say which city’s time you mean.</p>',
      '<p>Laws and advertising rules differ between states and territories, and touring advertisers are responsible for following the local rules wherever they are working. The site’s own requirements, set out in our <a href="/term-and-conditions">terms and conditions</a>, apply everywhere.</p>',
      '<p>Advertisers planning a tour should keep their dates current in the dashboard and remove them promptly if plans change. Few things frustrate a client more than arranging an evening around a visit that was quietly cancelled, and accurate dates mean the right people find you in the right city.</p>',
    ].join('\n'),
  },
  {
    title: 'A night out in Melbourne: laneways, dinner and the river',
    slug: 'a-night-out-in-melbourne',
    excerpt:
      'Planning a dinner date in Melbourne? From laneway bars to a riverside stroll, here is a relaxed shape for a memorable evening in the city.',
    publishedAt: '2026-08-27T00:00:00.000Z',
    bodyHtml: [
      '<p>Melbourne rewards people who take their time. The city’s best evenings rarely run to a schedule; they unfold over a long dinner, a wander through the laneways and one more drink somewhere you didn’t know existed. If you are arranging a dinner date with a <a href="/escorts/victoria/melbourne">Melbourne companion</a>, here is an easy shape for the night.</p>',
      '<h2>Start early in the laneways</h2>',
      '<p>Meet for an aperitivo around Flinders Lane, Degraves Street and Centre Place, where tiny bars and cafés are tucked between arcades and street art. Hosier Lane is worth a short detour for the murals, which change so often that even locals find something new. An early start also means you can settle in before the dinner rush.</p>',
      '<h2>Dinner worth lingering over</h2>',
      '<p>There is a table for every mood: long Italian dinners along Lygon Street in Carlton, dumplings and late-night noodles around Chinatown on Little Bourke Street, and wine bars in Fitzroy and Collingwood with bottle lists that invite a second glass. Ask your companion about their favourites; many know the dining scene well and will happily suggest somewhere that suits the occasion. On Fridays and Saturdays, <strong>book ahead</strong>.</p>',
      '<h2>After dinner</h2>',
      '<p>Southbank and Arts Centre Melbourne are a short walk across the river if you would like to catch a show, and a stroll along the Southbank promenade as the city lights come on is hard to beat. Trams are free within the Free Tram Zone in the CBD, and a myki card covers the trip further out to Carlton or Fitzroy.</p>',
      '<p>Melbourne’s weather is famously changeable, so bring a layer even if the afternoon is warm. Most of all, remember that a good date is about good company: be punctual, be kind to the staff and let the conversation set the pace. The city will take care of the rest.</p>',
    ].join('\n'),
  },
  {
    title: 'Privacy tips for clients and advertisers',
    slug: 'privacy-tips-for-clients-and-advertisers',
    excerpt:
      'What the site stores, why it stores it and how the Australian Privacy Principles shape the way we handle it, plus practical habits for keeping your details private.',
    publishedAt: '2026-10-06T00:00:00.000Z',
    bodyHtml: [
      '<p>Privacy matters to everyone who uses a companion directory, whether you are browsing, keeping a wishlist or advertising. This post explains in plain words what information the site keeps, the rules that apply to it, and a few habits that help you stay in control of your own details.</p>',
      '<h2>What the site stores</h2>',
      '<p>We aim to collect only what is needed to run the service:</p>',
      '<ul>',
      '<li><strong>Visitors</strong> can browse without an account. Standard technical logs are kept for security, and your age confirmation is remembered in your own browser.</li>',
      '<li><strong>Customers</strong> who sign up give us a name, an email address and a password, which is stored only in hashed form. Optional profile details, a photo and your wishlist are kept so your dashboard works.</li>',
      '<li><strong>Advertisers</strong> provide the details shown on their public profile, their photos, and the information needed for verification.</li>',
      '<li><strong>Newsletter subscribers</strong> give us an email address and can unsubscribe at any time.</li>',
      '</ul>',
      '<h2>The Australian Privacy Principles, in plain words</h2>',
      '<p>The <em>Privacy Act 1988</em> sets out thirteen Australian Privacy Principles. Without the legal language, the ones that matter most here say: be open about what you collect and why; collect only what you need; use information for the purpose it was given; keep it secure; let people see and correct what is held about them; and, where practical, let people deal with you without using their real name. That last principle is one reason stage names are welcome throughout the site. Our <a href="/privacy-and-policy">privacy policy</a> gives the full detail, and if you are not satisfied with how we handle a privacy complaint, you can take it to the Office of the Australian Information Commissioner.</p>',
      '<h2>Tips for clients</h2>',
      '<p>Consider signing up with a personal email address rather than a work account. Share screening details only with the companion who asked for them, and don’t repeat them elsewhere. If you sign in with Google, the site receives your name, your email address and whether that address is verified, so choose the account you use accordingly.</p>',
      '<h2>Tips for advertisers</h2>',
      '<p>Photos can reveal more than you intend. Remove location data from image files before uploading, avoid backgrounds such as a recognisable view or your own front door, and think twice about distinctive items that could identify you elsewhere. Use a dedicated phone number and email address for bookings, list a suburb rather than a street address, and update or delete your profile from your dashboard whenever you like. If you need anything removed, <a href="/contactus">contact us</a> and a person will help.</p>',
    ].join('\n'),
  },
  {
    title: 'How to write a great profile: rates, availability and boundaries',
    slug: 'how-to-write-a-great-profile',
    excerpt:
      'The best profiles are clear, honest and easy to act on. Here is how to present your rates, availability and boundaries so the right clients get in touch.',
    publishedAt: '2026-11-12T00:00:00.000Z',
    bodyHtml: [
      '<p>Your profile works for you while you are busy living your life. It introduces you, answers the common questions and sets the tone for every enquiry you receive. A clear, honest profile attracts respectful clients and saves you from answering the same questions over and over.</p>',
      '<h2>Lead with personality</h2>',
      '<p>Open with a few sentences that sound like you. Mention what you enjoy, such as a favourite cuisine, the last book you couldn’t put down or the live music venue you keep going back to, and the kind of company you like to keep. Specific details are more memorable than adjectives, and they give a client something genuine to mention in a first message.</p>',
      '<h2>Be clear about the practical details</h2>',
      '<p>Clients want to know a few practical things before they reach out. Put them where they are easy to find:</p>',
      '<ul>',
      '<li><strong>Rates:</strong> list your rates for time, for example one hour, two hours, a dinner date or a travel booking, and say which payment methods you accept.</li>',
      '<li><strong>Availability:</strong> a short note such as “Weekday evenings from 6 pm” or “Weekends by appointment” prevents a lot of back-and-forth.</li>',
      '<li><strong>Location:</strong> give the suburb or area you work in and whether you travel to clients, but never a street address.</li>',
      '<li><strong>Contact:</strong> say how you prefer to be contacted and what you need to see in a first message.</li>',
      '</ul>',
      '<h2>Set boundaries respectfully</h2>',
      '<p>Stating your boundaries is both professional and protective. You don’t need to explain them or sound defensive; a calm sentence such as <em>“Screening is required for all first meetings”</em> or <em>“I don’t accept same-day bookings”</em> is enough. Clients who read your profile will appreciate knowing where they stand, and anyone who ignores what you have written has told you something useful.</p>',
      '<h2>Photos and upkeep</h2>',
      '<p>Use recent, well-lit photos that are truly of you, and keep them tasteful. Our moderators review every image before it goes live, and verified profiles tend to receive more serious enquiries; you can read how verification works on our <a href="/blog">blog</a>.</p>',
      '<p>Finally, keep everything current. Update your availability, add tour dates as soon as they are confirmed, and refresh your introduction a few times a year. If you are new to the directory, you can <a href="/registration">create your profile here</a>, and our <a href="/term-and-conditions">terms and conditions</a> explain what can and can’t be included.</p>',
    ].join('\n'),
  },
];
