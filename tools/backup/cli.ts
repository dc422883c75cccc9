import { backup, restore } from './backup';

/** `npm run backup` and `npm run restore -- FILE` (tools/backup/backup.ts). */
const [command, file] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

(command === 'restore' ? restore(file ?? '', process.env, say) : backup(process.env, say).then(() => undefined)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${command === 'restore' ? 'Restore' : 'Backup'} failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
