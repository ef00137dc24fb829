import { describe, expect, it } from 'vitest';
import { buildProfileStructuredData } from './profile-structured-data';

const SITE = 'https://directory.example';

describe('buildProfileStructuredData', () => {
  it('leads from home through the state and city results to the profile', () => {
    const [breadcrumbs] = buildProfileStructuredData(SITE, {
      id: 42,
      name: 'Ava Rose',
      state: 'New South Wales',
      city: 'Kings Cross',
    });

    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'New South Wales',
          item: `${SITE}/escorts/new-south-wales`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Kings Cross',
          item: `${SITE}/escorts/new-south-wales/kings-cross`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Ava Rose',
          item: `${SITE}/profile/ava-rose/42?state=new-south-wales`,
        },
      ],
    });
  });
});
