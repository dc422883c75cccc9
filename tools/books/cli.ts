import { books } from './books';

/** `npm run books -- [restaurantId] [day | from..to]` (tools/books/books.ts): exits 1 on any difference. */
books(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).then(
  (agreed) => process.exit(agreed ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(`Books check failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
