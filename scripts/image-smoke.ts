// npm run image-smoke: dist/ alone in an empty folder, as the Docker runtime stage would run it
// (scripts/lib/image-smoke.ts); one line per check passed, exit 1 on the first that fails.
import { smokeImage } from './lib/image-smoke';

smokeImage((check) => console.log(`ok  ${check}`)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
