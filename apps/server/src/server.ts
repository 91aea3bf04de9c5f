// The only file that listens: reads the environment, opens and migrates the database, serves,
// and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish, jobs stop).
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { terminalLogStream } from './config/terminal-log.ts';
import { openDatabase } from './db/client.ts';
import { connectDemoShop, DEMO_ACCOUNT, seedDemo } from './modules/seed/index.ts';

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
const app = await buildApp({
  config,
  database,
  logStream: terminalLogStream(process.stdout, config.logLevel),
});

// close-with-grace closes on errors and on the rarer signals; SIGINT and SIGTERM are handled here
// because under `npm start` one Ctrl-C reaches the server twice (the terminal's process group and
// npm passing it on), and close-with-grace exits at once on any second signal. A repeat within a
// second is the same request to stop; a later one forces the exit.
const stopSignals = ['SIGINT', 'SIGTERM'] as const;
const graceful = closeWithGrace({ delay: 10_000, skip: [...stopSignals] }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else if (signal) app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});
let stoppingSince: number | undefined;
for (const signal of stopSignals) {
  process.on(signal, () => {
    if (stoppingSince === undefined) {
      stoppingSince = Date.now();
      app.log.info({ signal }, 'shutting down');
      void graceful.close();
    } else if (Date.now() - stoppingSince > 1000) {
      app.log.error({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
  });
}

await app.listen({ port: config.port, host: config.host });
if (config.modules.has('account') && config.modules.has('main')) {
  try {
    await connectDemoShop(app);
  } catch (error) {
    // The console and APIs work without it; the merchant can connect the shop from the wizard.
    app.log.error({ err: error }, 'could not connect the demo organisation to the demo shop');
  }
}
app.log.info(`Playboard is ready at ${config.publicUrl}`);
// Printed plainly (not as a log line) so the person who ran `npm start` sees where to go.
process.stdout.write(
  [
    '',
    `  Playboard is running at ${config.publicUrl}`,
    ...(config.modules.has('account')
      ? [`  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`]
      : []),
    ...(config.modules.has('mail') && !config.smtpUrl
      ? [
          `  Mailbox:      ${config.publicUrl}/mailbox`,
          "                (from this machine only, or with a platform operator's token; set SMTP_URL to send e-mail)",
        ]
      : []),
    '',
    '',
  ].join('\n'),
);
