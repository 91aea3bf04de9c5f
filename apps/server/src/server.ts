// The only file that listens: reads the environment, opens and migrates the database, serves,
// and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish, jobs stop).
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNT, seedDemo } from './modules/seed/index.ts';

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase(config);
await database.migrate();
if (config.modules.has('account')) await seedDemo(database.db);
const app = await buildApp({ config, database });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Playboard is ready at ${config.publicUrl}`);
// Printed plainly (not as a log line) so the person who ran `npm start` sees where to go.
process.stdout.write(
  [
    '',
    `  Playboard is running at ${config.publicUrl}`,
    ...(config.modules.has('account')
      ? [`  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`]
      : []),
    ...(config.modules.has('mail') && !config.smtpUrl ? [`  Mailbox:      ${config.publicUrl}/mailbox`] : []),
    '',
    '',
  ].join('\n'),
);
