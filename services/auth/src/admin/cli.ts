import { runAdminCommand } from './command';

/** Entry of `npm run admin` (src/admin/command.ts). */
runAdminCommand(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The admin command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
