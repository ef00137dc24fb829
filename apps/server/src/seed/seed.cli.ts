import path from 'node:path';
import { runCli } from '../cli/run-cli.js';
import { loadLocalityIndex } from '../modules/locations/locality-index.js';
import { createLocalImageStorage } from '../platform/storage/image-storage.js';
import { DEMO_LISTING_COUNT, seedDemoDirectory } from './demo-seed.js';

/**
 * `npm run db:seed`: the fictional demo directory into an empty database (DATABASE_URL or the
 * embedded server), its images into DATA_DIR/images. A database holding any listing or post
 * is left alone. Runs whatever SEED_DEMO says: asking for it is the point of the command.
 */
await runCli(async ({ config, logger, database }) => {
  const seeded = await seedDemoDirectory(database.db, {
    storage: createLocalImageStorage(path.join(config.dataDir, 'images')),
    localities: await loadLocalityIndex(),
    logger,
  });
  return seeded
    ? `Seeded the demo directory (${DEMO_LISTING_COUNT} listings and the blog posts).`
    : 'The database already holds listings or posts: nothing seeded.';
});
